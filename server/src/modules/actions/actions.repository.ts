import type { Caller } from '@squadboard/domain';
import {
  ACTION_PRIORITIES,
  ACTION_STATUSES,
  type ActionListQuery,
  PRIORITY_RANK,
} from '@squadboard/domain/actions/action.schema';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { findAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import { type ActionRow, actions, customers, retros, squads, users } from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';
import { visibleSquads } from '../../db/visible-squads.ts';

// Every SQL statement of retrospective actions. Squads belong to the squads module and are only
// read here, to know which actions a caller may see.

export type ActionsRepository = UnitOfWork<ReturnType<typeof actionQueries>>;

export interface ActionWithNames {
  action: ActionRow;
  squadName: string;
  retroTitle: string | null;
}

export type NewAction = Omit<ActionRow, 'id' | 'number' | 'createdAt' | 'updatedAt'>;

// Sorting by status keeps the spec's order, then the most urgent first (High 3, Medium 2, Low 1).
const statusRank = sql`case ${actions.status} ${sql.join(
  ACTION_STATUSES.map((s, i) => sql`when ${s} then ${i}`),
  sql` `,
)} else 99 end`;
const priorityRank = sql`case ${actions.priority} ${sql.join(
  ACTION_PRIORITIES.map((p) => sql`when ${p} then ${PRIORITY_RANK[p]}`),
  sql` `,
)} else 0 end`;

const withNames = { action: actions, squadName: squads.name, retroTitle: retros.title };

export function createActionsRepository(db: Executor): ActionsRepository {
  return unitOfWork(db, actionQueries);
}

function actionQueries(db: Executor) {
  return {
    async squads(caller: Caller): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: squads.id, name: squads.name })
        .from(squads)
        .where(visibleSquads(caller))
        .orderBy(asc(squads.name));
    },

    async squad(caller: Caller, squadId: string) {
      const [row] = await db
        .select({ id: squads.id, name: squads.name, leadId: squads.leadId })
        .from(squads)
        .where(and(eq(squads.id, squadId), visibleSquads(caller)));
      return row;
    },

    /** Numbers are per organisation: the customer row is locked so two creations never share one. */
    async nextNumber(customerId: string): Promise<number> {
      await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      const [row] = await db
        .select({ top: sql<number | null>`max(${actions.number})` })
        .from(actions)
        .where(eq(actions.customerId, customerId));
      return Number(row?.top ?? 0) + 1;
    },

    async insert(values: NewAction, number: number): Promise<ActionRow> {
      const [row] = await db
        .insert(actions)
        .values({ ...values, number })
        .returning();
      if (!row) {
        throw new Error('action insert returned no row');
      }
      return row;
    },

    async find(caller: Caller, id: string): Promise<ActionWithNames | undefined> {
      const [row] = await db
        .select(withNames)
        .from(actions)
        .innerJoin(squads, eq(squads.id, actions.squadId))
        .leftJoin(retros, eq(retros.id, actions.retroId))
        .where(and(eq(actions.id, id), ne(actions.status, 'Deleted'), visibleSquads(caller)));
      return row;
    },

    async list(caller: Caller, q: ActionListQuery): Promise<{ rows: ActionWithNames[]; total: number }> {
      const search = q.search.replace(/^#/, '');
      const where = and(
        visibleSquads(caller),
        eq(actions.customerId, caller.customerId),
        ne(actions.status, 'Deleted'),
        q.squadId === 'all' ? undefined : eq(actions.squadId, q.squadId),
        q.status === 'all' ? undefined : eq(actions.status, q.status),
        q.retroId === undefined ? undefined : eq(actions.retroId, q.retroId),
        search
          ? or(
              ilike(actions.title, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
              /^\d{1,9}$/.test(search) ? eq(actions.number, Number(search)) : undefined,
            )
          : undefined,
      );
      const order =
        q.sort === 'status'
          ? [asc(statusRank), desc(priorityRank), desc(actions.createdAt)]
          : [desc(actions.createdAt), desc(actions.number)];
      const rows = await db
        .select(withNames)
        .from(actions)
        .innerJoin(squads, eq(squads.id, actions.squadId))
        .leftJoin(retros, eq(retros.id, actions.retroId))
        .where(where)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(actions)
        .innerJoin(squads, eq(squads.id, actions.squadId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async update(id: string, change: Partial<NewAction>): Promise<ActionRow> {
      const [row] = await db
        .update(actions)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(actions.id, id))
        .returning();
      if (!row) {
        throw new Error('action update returned no row');
      }
      return row;
    },

    /** Active people of the organisation whose first or last name starts with `q`. */
    async owners(customerId: string, q: string) {
      const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.customerId, customerId),
            eq(users.status, 'ACTIVE'),
            q ? or(ilike(users.firstName, prefix), ilike(users.lastName, prefix)) : undefined,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName))
        .limit(20);
    },

    owner: (customerId: string, userId: string) => findAssignable(db, customerId, userId),
  };
}
