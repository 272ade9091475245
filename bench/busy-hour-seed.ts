import { rankBetween } from '@squadboard/domain/board/rank';
import { acronymPrefix } from '@squadboard/domain/work-items/work-item.rules';
import { eq } from 'drizzle-orm';
import { loadConfigOrExit } from '../server/src/cli/cli-support.ts';
import { DEMO_ACCOUNTS } from '../server/src/cli/demo-data.ts';
import { nextAcronymNumber } from '../server/src/db/acronym-numbers.ts';
import { openDatabase } from '../server/src/db/client.ts';
import {
  sprintRuns,
  sprints,
  squadMembers,
  squads,
  users,
  workItems,
} from '../server/src/db/schema/index.ts';

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
  const leadEmail = DEMO_ACCOUNTS[1]?.email ?? '';
  const [lead] = await db.select().from(users).where(eq(users.email, leadEmail));
  if (!lead) {
    throw new Error('the demo organisation is missing');
  }
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
  const seeded: BusySquad[] = [];
  for (let s = 0; s < SQUADS; s++) {
    const acronym = `BUSY${String.fromCharCode(65 + s)}`;
    const [squad] = await db
      .insert(squads)
      .values({ customerId: lead.customerId, name: `Busy Squad ${s + 1}`, acronym, leadId: lead.id })
      .returning();
    if (!squad) {
      throw new Error('squad insert returned nothing');
    }
    const emails = Array.from(
      { length: PEOPLE_PER_SQUAD },
      (_, i) => `busy.${s + 1}.${i + 1}@squadboard.local`,
    );
    const people = await db
      .insert(users)
      .values(
        emails.map((email, i) => ({
          customerId: lead.customerId,
          email,
          passwordHash: lead.passwordHash,
          role: 'SQUAD_MEMBER' as const,
          status: 'ACTIVE' as const,
          firstName: `Busy${s + 1}`,
          lastName: String(i + 1),
          firstLogin: false,
        })),
      )
      .returning({ id: users.id });
    await db.insert(squadMembers).values(people.map((p) => ({ squadId: squad.id, userId: p.id })));
    const [sprint] = await db
      .insert(sprints)
      .values({
        customerId: lead.customerId,
        squadId: squad.id,
        name: `Busy Sprint ${s + 1}`,
        startDate: today,
        endDate: end,
        workingDays: 10,
        createdBy: lead.id,
      })
      .returning();
    if (!sprint) {
      throw new Error('sprint insert returned nothing');
    }
    await db
      .insert(sprintRuns)
      .values({ customerId: lead.customerId, sprintId: sprint.id, squadId: squad.id, startedBy: lead.id });
    const items = async (count: number, sprintId: string | null, label: string) => {
      const ids: string[] = [];
      let rank: string | null = null;
      for (let i = 0; i < count; i++) {
        const type = i % 5 === 4 ? ('Bug' as const) : ('Task' as const);
        const prefix = acronymPrefix(acronym, type);
        rank = rankBetween(rank, null);
        const [item] = await db
          .insert(workItems)
          .values({
            customerId: lead.customerId,
            type,
            title: `${label} item ${i + 1}`,
            squadId: squad.id,
            sprintId,
            reporterId: lead.id,
            reporterName: `${lead.firstName} ${lead.lastName}`,
            acronym: prefix,
            acronymNumber: await nextAcronymNumber(db, lead.customerId, prefix),
            rank,
            createdBy: lead.id,
          })
          .returning({ id: workItems.id });
        ids.push(item?.id ?? '');
      }
      return ids;
    };
    seeded.push({
      id: squad.id,
      emails,
      sprintItemIds: await items(SPRINT_ITEMS, sprint.id, 'Sprint'),
      backlogItemIds: await items(BACKLOG_ITEMS, null, 'Backlog'),
    });
  }
  console.log(JSON.stringify({ leadEmail, squads: seeded } satisfies BusySeed));
} finally {
  await database.close();
}
