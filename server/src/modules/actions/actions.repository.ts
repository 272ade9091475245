import type { Caller } from '@squadboard/domain';
import {
  ACTION_STATUSES,
  type ActionListQuery,
  type ActionSort,
  PRIORITY_RANK,
} from '@squadboard/domain/actions/action.schema';
import type { CursorKind } from '@squadboard/domain/common/cursor';
import { pageOffset } from '@squadboard/domain/common/pagination';
import { and, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { findAssignable, searchAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import {
  asInt,
  asTimestamp,
  containsPattern,
  cursorTimestamp,
  keptTotal,
  keysetAfter,
  orderOf,
  type SortKey,
} from '../../db/list-sql.ts';
import {
  type ActionRow,
  actionCounts,
  actionReviews,
  actions,
  customers,
  priorityRankSql,
  retros,
  squads,
  statusRankSql,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';
import { visibleSquadIds, visibleSquads } from '../../db/visible-squads.ts';

// Every SQL statement of retrospective actions. Squads belong to the squads module and are only
// read here, to know which actions a caller may see.

export type ActionsRepository = UnitOfWork<ReturnType<typeof actionQueries>>;

export interface ActionWithNames {
  action: ActionRow;
  squadName: string;
  /** The squad's lead, who may delete its actions (domain's canDeleteAction). */
  squadLeadId: string | null;
  retroTitle: string | null;
}

export type NewAction = Omit<ActionRow, 'id' | 'number' | 'createdAt' | 'updatedAt'>;

// Sorting by status keeps the spec's order, then the most urgent first (High 3, Medium 2, Low 1);
// the expressions are the schema's, which its index holds.
const statusRank = statusRankSql(actions.status);
const priorityRank = priorityRankSql(actions.priority);

const withNames = {
  action: actions,
  squadName: squads.name,
  squadLeadId: squads.leadId,
  retroTitle: retros.title,
};

/** A listed action and its creation time as its cursor holds it (microseconds). */
export interface ListedAction extends ActionWithNames {
  cursorAt: string;
}

/**
 * The list's sorts, each ending with the unique number so equal times keep one order. Status
 * keeps the spec's order, then the most urgent, then the newest.
 */
const ACTION_SORT_KEYS: Record<ActionSort, SortKey[]> = {
  createdOn: [
    { expr: actions.createdAt, desc: true, value: asTimestamp },
    { expr: actions.number, desc: true, value: asInt },
  ],
  status: [
    { expr: statusRank, desc: false, value: asInt },
    { expr: priorityRank, desc: true, value: asInt },
    { expr: actions.createdAt, desc: true, value: asTimestamp },
    { expr: actions.number, desc: true, value: asInt },
  ],
};

/** What a cursor of each sort holds, in ACTION_SORT_KEYS' order. */
export const ACTION_CURSOR_KINDS: Record<ActionSort, CursorKind[]> = {
  createdOn: ['timestamp', 'int'],
  status: ['int', 'int', 'timestamp', 'int'],
};

/** The sort values of a listed action, for the cursor after it. */
export function actionCursorValues(sort: ActionSort, row: ListedAction): (string | number)[] {
  const { action } = row;
  if (sort === 'createdOn') {
    return [row.cursorAt, action.number];
  }
  const statusIndex = (ACTION_STATUSES as readonly string[]).indexOf(action.status);
  return [statusIndex < 0 ? 99 : statusIndex, PRIORITY_RANK[action.priority], row.cursorAt, action.number];
}

// Written as a literal (not a parameter) so the planner can use the partial indexes on
// "status <> 'Deleted'".
const notDeleted = sql`${actions.status} <> 'Deleted'`;

function searchOf(q: ActionListQuery): string {
  return q.search.replace(/^#/, '');
}

/** The Actions list's filters; every one scoped to the caller's organisation and squads. */
function listFilter(caller: Caller, q: ActionListQuery): SQL | undefined {
  return and(visibleSquads(caller), actionFilter(caller, q));
}

/**
 * The same filters on `actions` alone: the caller's organisation and the squads they may see
 * (visibleSquadIds on the action's squad_id; the page's own query joins squads as well).
 */
function actionFilter(caller: Caller, q: ActionListQuery): SQL | undefined {
  const search = searchOf(q);
  return and(
    eq(actions.customerId, caller.customerId),
    visibleSquadIds(caller, actions.squadId),
    notDeleted,
    q.squadId === 'all' ? undefined : eq(actions.squadId, q.squadId),
    q.status === 'all' ? undefined : eq(actions.status, q.status),
    q.retroId === undefined ? undefined : eq(actions.retroId, q.retroId),
    search
      ? or(
          // A substring anywhere in the title: the trigram index serves it.
          ilike(actions.title, containsPattern(search)),
          /^\d{1,9}$/.test(search) ? eq(actions.number, Number(search)) : undefined,
        )
      : undefined,
  );
}

export function createActionsRepository(db: Executor): ActionsRepository {
  return unitOfWork(db, actionQueries);
}

function actionQueries(db: Executor) {
  return {
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

    /**
     * One page of the Actions list: `q.pageSize` rows after `after` (a cursor's sort values) or
     * at `q.page`, and whether more follow. Page 1 reads a handful of index entries
     * (actions_customer_created_idx) whatever the organisation's size.
     */
    async list(
      caller: Caller,
      q: ActionListQuery,
      after: readonly (string | number)[] | null,
    ): Promise<{ rows: ListedAction[]; more: boolean }> {
      const keys = ACTION_SORT_KEYS[q.sort];
      // The page's ids first, from actions alone: with no join to estimate, the planner walks
      // the sort's index and stops after a page even when its statistics are stale or missing
      // (PGlite never runs autovacuum), instead of sorting every action of the organisation.
      const page = db
        .select({ id: actions.id })
        .from(actions)
        .where(and(actionFilter(caller, q), after ? keysetAfter(keys, after) : undefined))
        .orderBy(...orderOf(keys))
        .limit(q.pageSize + 1)
        .offset(after ? 0 : pageOffset(q.page, q.pageSize));
      const rows = await db
        .select({ ...withNames, cursorAt: cursorTimestamp(actions.createdAt) })
        .from(actions)
        .innerJoin(squads, eq(squads.id, actions.squadId))
        .leftJoin(retros, eq(retros.id, actions.retroId))
        .where(and(inArray(actions.id, page), visibleSquads(caller)))
        .orderBy(...orderOf(keys));
      return { rows: rows.slice(0, q.pageSize), more: rows.length > q.pageSize };
    },

    /**
     * How many actions the list's filters match. Without a search or a retro the count is a sum
     * over action_counts (a row per squad and status, kept by a trigger), not a count of rows.
     */
    async count(caller: Caller, q: ActionListQuery): Promise<number> {
      if (searchOf(q) || q.retroId !== undefined) {
        const [row] = await db
          .select({ n: count() })
          .from(actions)
          .innerJoin(squads, eq(squads.id, actions.squadId))
          .where(listFilter(caller, q));
        return row?.n ?? 0;
      }
      const [row] = await db
        .select({ n: keptTotal(actionCounts.n) })
        .from(actionCounts)
        .innerJoin(squads, eq(squads.id, actionCounts.squadId))
        .where(
          and(
            visibleSquads(caller),
            q.squadId === 'all' ? undefined : eq(actionCounts.squadId, q.squadId),
            q.status === 'all' ? ne(actionCounts.status, 'Deleted') : eq(actionCounts.status, q.status),
          ),
        );
      return row?.n ?? 0;
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

    /** The action's reviews in retros (its history of Done / Still open / Dropped), newest first. */
    async reviews(customerId: string, actionId: string) {
      return db
        .select({
          outcome: actionReviews.outcome,
          dueDate: actionReviews.dueDate,
          byName: actionReviews.byName,
          at: actionReviews.at,
          retroId: retros.id,
          retroTitle: retros.title,
        })
        .from(actionReviews)
        .innerJoin(retros, eq(retros.id, actionReviews.retroId))
        .where(and(eq(actionReviews.customerId, customerId), eq(actionReviews.actionId, actionId)))
        .orderBy(sql`${actionReviews.at} desc`, sql`${actionReviews.id} desc`);
    },

    /** Active people of the organisation whose first or last name starts with `q`. */
    owners: (customerId: string, q: string) =>
      searchAssignable(db, customerId, q, { firstNameOnly: false, limit: 20 }),

    owner: (customerId: string, userId: string) => findAssignable(db, customerId, userId),
  };
}
