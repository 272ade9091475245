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

// The sprint-board bench's data (bench/sprint-board.ts), written straight to the server's
// database before the server starts: a squad of the demo organisation led by the demo lead, with
// WATCHERS members, an active sprint (a sprint_runs row: the lifecycle routes came later) and
// ITEMS Tasks and Bugs in it. Prints what the bench needs as one line of JSON.

const WATCHERS = Number(process.env.BENCH_SPRINT_WATCHERS ?? 50);
const ITEMS = Number(process.env.BENCH_SPRINT_ITEMS ?? 500);
const ACRONYM = 'BSPRB';

const config = loadConfigOrExit();
const database = await openDatabase(config);
try {
  const { db } = database;
  const leadEmail = DEMO_ACCOUNTS[1]?.email ?? '';
  const [lead] = await db.select().from(users).where(eq(users.email, leadEmail));
  if (!lead) {
    throw new Error('the demo organisation is missing');
  }
  const [squad] = await db
    .insert(squads)
    .values({ customerId: lead.customerId, name: 'Bench Sprint Board', acronym: ACRONYM, leadId: lead.id })
    .returning();
  if (!squad) {
    throw new Error('squad insert returned nothing');
  }
  // The watchers share the demo password: its hash is copied, not computed again.
  const emails = Array.from({ length: WATCHERS }, (_, i) => `bench.watcher${i + 1}@squadboard.local`);
  const watchers = await db
    .insert(users)
    .values(
      emails.map((email, i) => ({
        customerId: lead.customerId,
        email,
        passwordHash: lead.passwordHash,
        role: 'SQUAD_MEMBER' as const,
        status: 'ACTIVE' as const,
        firstName: 'Watcher',
        lastName: String(i + 1),
        firstLogin: false,
      })),
    )
    .returning({ id: users.id });
  await db.insert(squadMembers).values(watchers.map((w) => ({ squadId: squad.id, userId: w.id })));
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
  const [sprint] = await db
    .insert(sprints)
    .values({
      customerId: lead.customerId,
      squadId: squad.id,
      name: 'Bench Sprint',
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
  const itemIds: string[] = [];
  let rank: string | null = null;
  for (let i = 0; i < ITEMS; i++) {
    const type = i % 5 === 4 ? ('Bug' as const) : ('Task' as const);
    const acronym = acronymPrefix(ACRONYM, type);
    rank = rankBetween(rank, null);
    const [item] = await db
      .insert(workItems)
      .values({
        customerId: lead.customerId,
        type,
        title: `Sprint item ${i + 1}`,
        squadId: squad.id,
        sprintId: sprint.id,
        reporterId: lead.id,
        reporterName: `${lead.firstName} ${lead.lastName}`,
        acronym,
        acronymNumber: await nextAcronymNumber(db, lead.customerId, acronym),
        rank,
        createdBy: lead.id,
      })
      .returning({ id: workItems.id });
    itemIds.push(item?.id ?? '');
  }
  console.log(JSON.stringify({ squadId: squad.id, sprintId: sprint.id, leadEmail, emails, itemIds }));
} finally {
  await database.close();
}
