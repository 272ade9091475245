import {
  CLOSED_ITEM_STATUS,
  type ItemFilter,
  type StoredActionRegisterStatus,
} from '@squadboard/domain/action-registers/action-register.schema';
import { ACTION_PRIORITIES, PRIORITY_RANK } from '@squadboard/domain/actions/action.schema';
import type { CursorKind } from '@squadboard/domain/common/cursor';
import { pageOffset } from '@squadboard/domain/common/pagination';
import { and, asc, count, desc, eq, getTableName, ilike, inArray, ne, sql } from 'drizzle-orm';
import { findAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import {
  asDate,
  asInt,
  asTimestamp,
  asUuid,
  containsPattern,
  cursorTimestamp,
  keptTotal,
  keysetAfter,
  orderOf,
  type SortKey,
} from '../../db/list-sql.ts';
import { findProject, projectLabels } from '../../db/portfolio-projects.ts';
import {
  type ActionRegisterItemCommentRow,
  type ActionRegisterItemRow,
  type ActionRegisterRow,
  actionRegisterCounts,
  actionRegisterItemComments,
  actionRegisterItems,
  actionRegisters,
  users,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';

// Every SQL statement of project action registers. Registers are visible to the whole
// organisation, so every query is scoped by customer only; deleted registers are never read.

export type ActionRegistersRepository = UnitOfWork<ReturnType<typeof actionRegisterQueries>>;

export interface ActionRegisterWithCounts {
  actionRegister: ActionRegisterRow;
  openCount: number;
  closedCount: number;
}

export type NewActionRegister = Omit<ActionRegisterRow, 'id' | 'createdAt' | 'updatedAt'>;
export type NewActionRegisterItem = Omit<ActionRegisterItemRow, 'id' | 'createdAt' | 'updatedAt'>;
export type NewActionRegisterItemComment = Omit<ActionRegisterItemCommentRow, 'id' | 'createdAt'>;

/** An item of a list page, its creation time as its cursor holds it, and its comment count. */
export interface ListedItem {
  item: ActionRegisterItemRow;
  cursorAt: string;
  commentCount: number;
}

// Counted per listed row from register_item_comments_item_created_idx alone: no comment is read.
// The names are spelled out because Drizzle leaves columns unqualified in a one-table select,
// and "id" would then mean the comment's.
const commentCount =
  sql<number>`(select count(*) from ${actionRegisterItemComments} as c where c.item_id = ${sql.identifier(getTableName(actionRegisterItems))}.id)`.mapWith(
    Number,
  );

const itemPriorityRank = sql`case ${actionRegisterItems.priority} ${sql.join(
  ACTION_PRIORITIES.map((p) => sql`when ${p} then ${PRIORITY_RANK[p]}`),
  sql` `,
)} else 0 end`;
// Undated items go last: a date after any real one stands in for none.
const UNDATED = '9999-12-31';
const dueOrLast = sql`coalesce(${actionRegisterItems.dueDate}, ${sql.raw(`'${UNDATED}'::date`)})`;

const byCreation: SortKey[] = [
  { expr: actionRegisterItems.createdAt, desc: false, value: asTimestamp },
  { expr: actionRegisterItems.id, desc: false, value: asUuid },
];

/** Spec 001 §9 item filters: Due Date soonest first, Priority High first, else creation order. */
const ITEM_SORT_KEYS: Record<ItemFilter, SortKey[]> = {
  none: byCreation,
  mine: byCreation,
  dueDate: [{ expr: dueOrLast, desc: false, value: asDate }, ...byCreation],
  priority: [{ expr: itemPriorityRank, desc: true, value: asInt }, ...byCreation],
};

/** What an item cursor of each filter holds, in ITEM_SORT_KEYS' order. */
export const ITEM_CURSOR_KINDS: Record<ItemFilter, CursorKind[]> = {
  none: ['timestamp', 'uuid'],
  mine: ['timestamp', 'uuid'],
  dueDate: ['date', 'timestamp', 'uuid'],
  priority: ['int', 'timestamp', 'uuid'],
};

/** The sort values of a listed item, for the cursor after it. */
export function itemCursorValues(filter: ItemFilter, row: ListedItem): (string | number)[] {
  const creation = [row.cursorAt, row.item.id];
  switch (filter) {
    case 'dueDate':
      return [row.item.dueDate ?? UNDATED, ...creation];
    case 'priority':
      return [PRIORITY_RANK[row.item.priority], ...creation];
    default:
      return creation;
  }
}

/** The register panel's toolbar; `meId` is the caller, for Assigned to me. */
export interface ItemView {
  filter: ItemFilter;
  search: string;
  meId: string;
}

function itemFilter(actionRegisterId: string, view: ItemView) {
  return and(
    eq(actionRegisterItems.actionRegisterId, actionRegisterId),
    view.search ? ilike(actionRegisterItems.title, containsPattern(view.search)) : undefined,
    view.filter === 'mine' ? eq(actionRegisterItems.ownerId, view.meId) : undefined,
  );
}

/**
 * 'Total actions' (items not Closed) and 'Closed actions' of the given registers, from
 * register_items_register_status_idx alone (spec §2.3).
 */
async function itemCountsOf(
  db: Executor,
  registerIds: string[],
): Promise<Map<string, { openCount: number; closedCount: number }>> {
  if (registerIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({
      id: actionRegisterItems.actionRegisterId,
      openCount:
        sql<number>`count(*) filter (where ${actionRegisterItems.status} <> ${CLOSED_ITEM_STATUS})`.mapWith(
          Number,
        ),
      closedCount:
        sql<number>`count(*) filter (where ${actionRegisterItems.status} = ${CLOSED_ITEM_STATUS})`.mapWith(
          Number,
        ),
    })
    .from(actionRegisterItems)
    .where(inArray(actionRegisterItems.actionRegisterId, registerIds))
    .groupBy(actionRegisterItems.actionRegisterId);
  return new Map(rows.map((r) => [r.id, { openCount: r.openCount, closedCount: r.closedCount }]));
}

const visible = (customerId: string) =>
  and(eq(actionRegisters.customerId, customerId), ne(actionRegisters.status, 'Deleted'));

export function createActionRegistersRepository(db: Executor): ActionRegistersRepository {
  return unitOfWork(db, actionRegisterQueries);
}

function actionRegisterQueries(db: Executor) {
  /** Whether the register exists for the organisation (not deleted). */
  async function exists(customerId: string, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: actionRegisters.id })
      .from(actionRegisters)
      .where(and(eq(actionRegisters.id, id), visible(customerId)));
    return row !== undefined;
  }

  /** How many of a register's items match the toolbar's search and filter. */
  async function itemTotal(actionRegisterId: string, view: ItemView): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(actionRegisterItems)
      .where(itemFilter(actionRegisterId, view));
    return row?.n ?? 0;
  }

  return {
    /**
     * One page of the organisation's registers with the given statuses, newest first
     * (registers_customer_status_created_idx), and how many there are (action_register_counts). The open and closed
     * counts are read for the page's registers only.
     */
    async list(
      customerId: string,
      statuses: StoredActionRegisterStatus[],
      page: { page: number; pageSize: number },
    ): Promise<{ rows: ActionRegisterWithCounts[]; total: number }> {
      const where = and(
        eq(actionRegisters.customerId, customerId),
        inArray(actionRegisters.status, statuses),
      );
      const [registers, [total]] = await Promise.all([
        db
          .select()
          .from(actionRegisters)
          .where(where)
          .orderBy(desc(actionRegisters.createdOn), desc(actionRegisters.createdAt), desc(actionRegisters.id))
          .limit(page.pageSize)
          .offset(pageOffset(page.page, page.pageSize)),
        db
          .select({ n: keptTotal(actionRegisterCounts.n) })
          .from(actionRegisterCounts)
          .where(
            and(
              eq(actionRegisterCounts.customerId, customerId),
              inArray(actionRegisterCounts.status, statuses),
            ),
          ),
      ]);
      const counts = await itemCountsOf(
        db,
        registers.map((r) => r.id),
      );
      const rows = registers.map((actionRegister) => ({
        actionRegister,
        ...(counts.get(actionRegister.id) ?? { openCount: 0, closedCount: 0 }),
      }));
      return { rows, total: total?.n ?? 0 };
    },

    async find(customerId: string, id: string): Promise<ActionRegisterWithCounts | undefined> {
      const [actionRegister] = await db
        .select()
        .from(actionRegisters)
        .where(and(eq(actionRegisters.id, id), visible(customerId)));
      if (!actionRegister) {
        return undefined;
      }
      const counts = await itemCountsOf(db, [id]);
      return { actionRegister, ...(counts.get(id) ?? { openCount: 0, closedCount: 0 }) };
    },

    exists,

    /** Locks the register so label changes, item saves and the item limit never interleave. */
    async lock(customerId: string, id: string): Promise<ActionRegisterRow | undefined> {
      const [row] = await db
        .select()
        .from(actionRegisters)
        .where(and(eq(actionRegisters.id, id), visible(customerId)))
        .for('update');
      return row;
    },

    async insert(values: NewActionRegister): Promise<ActionRegisterRow> {
      const [row] = await db.insert(actionRegisters).values(values).returning();
      if (!row) {
        throw new Error('register insert returned no row');
      }
      return row;
    },

    async update(id: string, change: Partial<NewActionRegister>): Promise<ActionRegisterRow> {
      const [row] = await db
        .update(actionRegisters)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(actionRegisters.id, id))
        .returning();
      if (!row) {
        throw new Error('register update returned no row');
      }
      return row;
    },

    /** The distinct statuses the register's items use. */
    async usedStatuses(actionRegisterId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ status: actionRegisterItems.status })
        .from(actionRegisterItems)
        .where(eq(actionRegisterItems.actionRegisterId, actionRegisterId));
      return rows.map((r) => r.status);
    },

    async itemCount(actionRegisterId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(actionRegisterItems)
        .where(eq(actionRegisterItems.actionRegisterId, actionRegisterId));
      return row?.n ?? 0;
    },

    /**
     * A page of a register's items as its toolbar asks (search, filter), `limit` after the cursor
     * values `after`, each with its comment count; whether more follow, and how many match in
     * all. One statement on the common path: the register's scope is a join and the total a
     * scalar subquery run once. Undefined when the organisation has no such register.
     */
    async items(
      customerId: string,
      actionRegisterId: string,
      view: ItemView & { limit: number },
      after: readonly (string | number)[] | null,
    ): Promise<{ rows: ListedItem[]; more: boolean; total: number } | undefined> {
      const keys = ITEM_SORT_KEYS[view.filter];
      const rows = await db
        .select({
          item: actionRegisterItems,
          cursorAt: cursorTimestamp(actionRegisterItems.createdAt),
          commentCount,
          total:
            sql<number>`(select count(*) from ${actionRegisterItems} where ${itemFilter(actionRegisterId, view)})`.mapWith(
              Number,
            ),
        })
        .from(actionRegisterItems)
        .innerJoin(
          actionRegisters,
          and(eq(actionRegisters.id, actionRegisterItems.actionRegisterId), visible(customerId)),
        )
        .where(and(itemFilter(actionRegisterId, view), after ? keysetAfter(keys, after) : undefined))
        .orderBy(...orderOf(keys))
        .limit(view.limit + 1)
        // Named after its shape (the SQL text is the same for every register, page and search
        // word), so PostgreSQL parses and plans it once per connection, not on every page: that
        // was most of the database's time on this list (bench/lists.ts).
        .prepare(`register_items_${view.filter}${view.search ? '_search' : ''}${after ? '_after' : ''}`)
        .execute();
      const page = rows.slice(0, view.limit).map(({ total: _total, ...row }) => row);
      const more = rows.length > view.limit;
      if (rows[0]) {
        return { rows: page, more, total: rows[0].total };
      }
      if (!(await exists(customerId, actionRegisterId))) {
        return undefined;
      }
      return { rows: [], more: false, total: after ? await itemTotal(actionRegisterId, view) : 0 };
    },

    itemTotal,

    project: (customerId: string, id: string) => findProject(db, customerId, id),

    projectLabels: (customerId: string, ids: readonly string[]) => projectLabels(db, customerId, ids),

    async item(
      customerId: string,
      actionRegisterId: string,
      itemId: string,
    ): Promise<ActionRegisterItemRow | undefined> {
      const [row] = await db
        .select()
        .from(actionRegisterItems)
        .where(
          and(
            eq(actionRegisterItems.id, itemId),
            eq(actionRegisterItems.actionRegisterId, actionRegisterId),
            eq(actionRegisterItems.customerId, customerId),
          ),
        );
      return row;
    },

    async insertItem(values: NewActionRegisterItem): Promise<ActionRegisterItemRow> {
      const [row] = await db.insert(actionRegisterItems).values(values).returning();
      if (!row) {
        throw new Error('register item insert returned no row');
      }
      return row;
    },

    async updateItem(id: string, change: Partial<NewActionRegisterItem>): Promise<ActionRegisterItemRow> {
      const [row] = await db
        .update(actionRegisterItems)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(actionRegisterItems.id, id))
        .returning();
      if (!row) {
        throw new Error('register item update returned no row');
      }
      return row;
    },

    /** An item's comments, oldest first. */
    async comments(itemId: string): Promise<ActionRegisterItemCommentRow[]> {
      return db
        .select()
        .from(actionRegisterItemComments)
        .where(eq(actionRegisterItemComments.itemId, itemId))
        .orderBy(asc(actionRegisterItemComments.createdAt), asc(actionRegisterItemComments.id));
    },

    async commentCount(itemId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(actionRegisterItemComments)
        .where(eq(actionRegisterItemComments.itemId, itemId));
      return row?.n ?? 0;
    },

    async insertComment(values: NewActionRegisterItemComment): Promise<ActionRegisterItemCommentRow> {
      const [row] = await db.insert(actionRegisterItemComments).values(values).returning();
      if (!row) {
        throw new Error('register item comment insert returned no row');
      }
      return row;
    },

    /** An active person of the organisation, who may own a register or an item. */
    owner: (customerId: string, userId: string) => findAssignable(db, customerId, userId),

    /** Anyone of the organisation, whatever their status: the author of a comment. */
    async person(customerId: string, userId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.customerId, customerId)));
      return row;
    },
  };
}
