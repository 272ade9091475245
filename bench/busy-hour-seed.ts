import { loadConfigOrExit } from '../server/src/cli/cli-support.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { demoLead, seedActiveSprint, seedItems, seedSquad } from './seed-squads.ts';

// The busy hour's organisation (bench/busy-hour.ts), written straight to the server's database
// before the server starts: in the demo organisation, SQUADS squads led by the demo lead, each
// with PEOPLE_PER_SQUAD members (sharing the demo password: its hash is copied), an active sprint
// of SPRINT_ITEMS items and a backlog of BACKLOG_ITEMS. Prints what the bench needs as one line
// of JSON.

export interface BusySquad {
  id: string;
  emails: string[];
  sprintItemIds: string[];
  backlogItemIds: string[];
}

export interface BusySeed {
  leadEmail: string;
  squads: BusySquad[];
}

const SQUADS = Number(process.env.BENCH_BUSY_SQUADS ?? 5);
const PEOPLE_PER_SQUAD = Number(process.env.BENCH_BUSY_PEOPLE_PER_SQUAD ?? 60);
const SPRINT_ITEMS = Number(process.env.BENCH_BUSY_SPRINT_ITEMS ?? 100);
const BACKLOG_ITEMS = Number(process.env.BENCH_BUSY_BACKLOG_ITEMS ?? 300);

const config = loadConfigOrExit();
const database = await openDatabase(config);
try {
  const { db } = database;
  const { lead, leadEmail } = await demoLead(db);
  const seeded: BusySquad[] = [];
  for (let s = 0; s < SQUADS; s++) {
    const acronym = `BUSY${String.fromCharCode(65 + s)}`;
    const emails = Array.from(
      { length: PEOPLE_PER_SQUAD },
      (_, i) => `busy.${s + 1}.${i + 1}@squadboard.local`,
    );
    const squadId = await seedSquad(db, lead, {
      name: `Busy Squad ${s + 1}`,
      acronym,
      emails,
      firstName: `Busy${s + 1}`,
    });
    const sprintId = await seedActiveSprint(db, lead, squadId, `Busy Sprint ${s + 1}`);
    const items = (count: number, inSprint: string | null, label: string) =>
      seedItems(db, lead, { squadId, acronym, sprintId: inSprint, count, label });
    seeded.push({
      id: squadId,
      emails,
      sprintItemIds: await items(SPRINT_ITEMS, sprintId, 'Sprint'),
      backlogItemIds: await items(BACKLOG_ITEMS, null, 'Backlog'),
    });
  }
  console.log(JSON.stringify({ leadEmail, squads: seeded } satisfies BusySeed));
} finally {
  await database.close();
}
