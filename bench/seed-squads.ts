import { rankBetween } from '@squadboard/domain/common/rank';
import { acronymPrefix } from '@squadboard/domain/work-items/work-item.rules';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../server/src/cli/demo-data.ts';
import { nextAcronymNumber } from '../server/src/db/acronym-numbers.ts';
import type { Db } from '../server/src/db/client.ts';
import {
  sprintRuns,
  sprints,
  squadMembers,
  squads,
  users,
  workItems,
} from '../server/src/db/schema/index.ts';

// What the seeding scripts of the sprint-board and busy-hour benches (sprint-board-seed.ts,
// busy-hour-seed.ts) write straight to the server's database before it starts: squads of the
// demo organisation led by the demo lead, their members, an active sprint and work items.

export type DemoLead = typeof users.$inferSelect;

/** The demo organisation's squad lead (demo seeding ran first). */
export async function demoLead(db: Db): Promise<{ lead: DemoLead; leadEmail: string }> {
  const leadEmail = DEMO_ACCOUNTS[1]?.email ?? '';
  const [lead] = await db.select().from(users).where(eq(users.email, leadEmail));
  if (!lead) {
    throw new Error('the demo organisation is missing');
  }
  return { lead, leadEmail };
}

/**
 * A squad led by `lead` with a member per e-mail, named `${firstName} <n>`. They share the demo
 * password: its hash is copied, not computed again.
 */
export async function seedSquad(
  db: Db,
  lead: DemoLead,
  squad: { name: string; acronym: string; emails: string[]; firstName: string },
): Promise<string> {
  const [row] = await db
    .insert(squads)
    .values({ customerId: lead.customerId, name: squad.name, acronym: squad.acronym, leadId: lead.id })
    .returning({ id: squads.id });
  if (!row) {
    throw new Error('squad insert returned nothing');
  }
  const members = await db
    .insert(users)
    .values(
      squad.emails.map((email, i) => ({
        customerId: lead.customerId,
        email,
        passwordHash: lead.passwordHash,
        role: 'SQUAD_MEMBER' as const,
        status: 'ACTIVE' as const,
        firstName: squad.firstName,
        lastName: String(i + 1),
        firstLogin: false,
      })),
    )
    .returning({ id: users.id });
  await db.insert(squadMembers).values(members.map((m) => ({ squadId: row.id, userId: m.id })));
  return row.id;
}

/** A two-week sprint of `squadId` from today, started (a sprint_runs row: the lifecycle routes came later). */
export async function seedActiveSprint(
  db: Db,
  lead: DemoLead,
  squadId: string,
  name: string,
): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
  const [sprint] = await db
    .insert(sprints)
    .values({
      customerId: lead.customerId,
      squadId,
      name,
      startDate: today,
      endDate: end,
      workingDays: 10,
      createdBy: lead.id,
    })
    .returning({ id: sprints.id });
  if (!sprint) {
    throw new Error('sprint insert returned nothing');
  }
  await db
    .insert(sprintRuns)
    .values({ customerId: lead.customerId, sprintId: sprint.id, squadId, startedBy: lead.id });
  return sprint.id;
}

/** `count` Tasks and Bugs (every fifth) titled `${label} item <n>`, in rank order, in `sprintId` or the backlog. */
export async function seedItems(
  db: Db,
  lead: DemoLead,
  items: { squadId: string; acronym: string; sprintId: string | null; count: number; label: string },
): Promise<string[]> {
  const ids: string[] = [];
  let rank: string | null = null;
  for (let i = 0; i < items.count; i++) {
    const type = i % 5 === 4 ? ('Bug' as const) : ('Task' as const);
    const prefix = acronymPrefix(items.acronym, type);
    rank = rankBetween(rank, null);
    const [item] = await db
      .insert(workItems)
      .values({
        customerId: lead.customerId,
        type,
        title: `${items.label} item ${i + 1}`,
        squadId: items.squadId,
        sprintId: items.sprintId,
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
}
