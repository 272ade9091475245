import { inArray } from 'drizzle-orm';
import { loadConfigOrExit } from '../server/src/cli/cli-support.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { workItems } from '../server/src/db/schema/index.ts';
import { demoLead, seedActiveSprint, seedItems, seedSquad } from './seed-squads.ts';

// The sprint-panel bench's data (bench/sprint-panel.ts), written straight to the server's database
// before the server starts: a squad of the demo organisation led by the demo lead, an active
// sprint of ITEMS Tasks and Bugs with effort, size and an owner, every third one Done. Prints
// what the bench needs as one line of JSON.

const ITEMS = Number(process.env.BENCH_PANEL_ITEMS ?? 500);
const ACRONYM = 'BSPNL';

const config = loadConfigOrExit();
const database = await openDatabase(config);
try {
  const { db } = database;
  const { lead, leadEmail } = await demoLead(db);
  const squadId = await seedSquad(db, lead, {
    name: 'Bench Sprint Panel',
    acronym: ACRONYM,
    emails: ['bench.panel1@squadboard.local'],
    firstName: 'Panel',
  });
  const sprintId = await seedActiveSprint(db, lead, squadId, 'Bench Panel Sprint');
  const itemIds = await seedItems(db, lead, {
    squadId,
    acronym: ACRONYM,
    sprintId,
    count: ITEMS,
    label: 'Panel',
  });
  const owner = `${lead.firstName} ${lead.lastName}`;
  await db
    .update(workItems)
    .set({ effortHours: 4, size: 3, ownerId: lead.id, ownerName: owner })
    .where(inArray(workItems.id, itemIds));
  await db
    .update(workItems)
    .set({ statusId: 4 })
    .where(
      inArray(
        workItems.id,
        itemIds.filter((_, i) => i % 3 === 0),
      ),
    );
  console.log(JSON.stringify({ squadId, sprintId, leadEmail }));
} finally {
  await database.close();
}
