import type { Role } from '@squadboard/domain';
import {
  ACTION_PRIORITIES,
  ACTION_STATUSES,
  type ActionListQuery,
  PRIORITY_RANK,
} from '@squadboard/domain/actions/action.schema';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type ActionRow,
  actions,
  customers,
  retros,
  squadMembers,
  squads,
  users,
} from '../../db/schema/index.ts';

// Every SQL statement of retrospective actions. Squads belong to the squads module and are only
// read here, to know which actions a caller may see.

export type ActionsRepository = ReturnType<typeof actionQueries> & {
  transaction<T>(work: (repo: ActionsRepository) => Promise<T>): Promise<T>;
};

export interface ActionCaller {
  id: string;
  customerId: string;
  role: Role;
}

export interface ActionWithNames {
  action: ActionRow;
  squadName: string;
  retroTitle: string | null;
}

export type NewAction = Omit<ActionRow, 'id' | 'number' | 'createdAt' | 'updatedAt'>;

/** The squads a caller may see: every squad for a Super Admin, else those they lead or belong to. */
function visibleSquad(caller: ActionCaller): SQL | undefined {
  const ofCustomer = eq(squads.customerId, caller.customerId);
  if (caller.role === 'SUPER_ADMIN') {
    return ofCustomer;
  }
  const isMember = sql`exists (select 1 from ${squadMembers} where ${squadMembers.squadId} = ${squads.id} and ${squadMembers.userId} = ${caller.id})`;
  return and(ofCustomer, or(eq(squads.leadId, caller.id), isMember));
}

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

/**
 * An active person of the organisation: who may be given an action, a register or a register
 * item (the Actions area's one owner rule, shared by the registers module).
 */
export async function findAssignable(db: Executor, customerId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.customerId, customerId), eq(users.status, 'ACTIVE')));
  return row;
}

export function createActionsRepository(db: Executor): ActionsRepository {
  return {
    ...actionQueries(db),
    transaction: (work) => db.transaction((tx) => work(createActionsRepository(tx))),
  };
}

function actionQueries(db: Executor) {
  return {
    async squads(caller: ActionCaller): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: squads.id, name: squads.name })
        .from(squads)
        .where(visibleSquad(caller))
        .orderBy(asc(squads.name));
    },

    async squad(caller: ActionCaller, squadId: string) {
      const [row] = await db
        .select({ id: squads.id, name: squads.name, leadId: squads.leadId })
        .from(squads)
        .where(and(eq(squads.id, squadId), visibleSquad(caller)));
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

    async find(caller: ActionCaller, id: string): Promise<ActionWithNames | undefined> {
      const [row] = await db
        .select(withNames)
        .from(actions)
        .innerJoin(squads, eq(squads.id, actions.squadId))
        .leftJoin(retros, eq(retros.id, actions.retroId))
        .where(and(eq(actions.id, id), ne(actions.status, 'Deleted'), visibleSquad(caller)));
      return row;
    },

    async list(
      caller: ActionCaller,
      q: ActionListQuery,
    ): Promise<{ rows: ActionWithNames[]; total: number }> {
      const search = q.search.replace(/^#/, '');
      const where = and(
        visibleSquad(caller),
        eq(actions.customerId, caller.customerId),
        ne(actions.status, 'Deleted'),
        q.squadId === 'all' ? undefined : eq(actions.squadId, q.squadId),
        q.status === 'all' ? undefined : eq(actions.status, q.status),
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
