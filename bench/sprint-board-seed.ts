import { loadConfigOrExit } from '../server/src/cli/cli-support.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { demoLead, seedActiveSprint, seedItems, seedSquad } from './seed-squads.ts';

// The sprint-board bench's data (bench/sprint-board.ts), written straight to the server's
// database before the server starts: a squad of the demo organisation led by the demo lead, with
// WATCHERS members, an active sprint and ITEMS Tasks and Bugs in it. Prints what the bench needs
// as one line of JSON.

const WATCHERS = Number(process.env.BENCH_SPRINT_WATCHERS ?? 50);
const ITEMS = Number(process.env.BENCH_SPRINT_ITEMS ?? 500);
const ACRONYM = 'BSPRB';

const config = loadConfigOrExit();
const database = await openDatabase(config);
try {
  const { db } = database;
  const { lead, leadEmail } = await demoLead(db);
  const emails = Array.from({ length: WATCHERS }, (_, i) => `bench.watcher${i + 1}@squadboard.local`);
  const squadId = await seedSquad(db, lead, {
    name: 'Bench Sprint Board',
    acronym: ACRONYM,
    emails,
    firstName: 'Watcher',
  });
  const sprintId = await seedActiveSprint(db, lead, squadId, 'Bench Sprint');
  const itemIds = await seedItems(db, lead, {
    squadId,
    acronym: ACRONYM,
    sprintId,
    count: ITEMS,
    label: 'Sprint',
  });
  console.log(JSON.stringify({ squadId, sprintId, leadEmail, emails, itemIds }));
} finally {
  await database.close();
}
