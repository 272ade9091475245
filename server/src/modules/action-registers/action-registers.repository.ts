import {
  CLOSED_ITEM_STATUS,
  type StoredActionRegisterStatus,
} from '@squadboard/domain/actions/action-register.schema';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { findAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import {
  type ActionRegisterItemCommentRow,
  type ActionRegisterItemRow,
  type ActionRegisterRow,
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

// 'Total actions' are the items not Closed, 'Closed actions' the others (spec §2.3). Counting
// the joined item id leaves a register without items at zero.
const withCounts = {
  actionRegister: actionRegisters,
  openCount:
    sql<number>`count(${actionRegisterItems.id}) filter (where ${actionRegisterItems.status} <> ${CLOSED_ITEM_STATUS})`.mapWith(
      Number,
    ),
  closedCount:
    sql<number>`count(${actionRegisterItems.id}) filter (where ${actionRegisterItems.status} = ${CLOSED_ITEM_STATUS})`.mapWith(
      Number,
    ),
};

const visible = (customerId: string) =>
  and(eq(actionRegisters.customerId, customerId), ne(actionRegisters.status, 'Deleted'));

export function createActionRegistersRepository(db: Executor): ActionRegistersRepository {
  return unitOfWork(db, actionRegisterQueries);
}

function actionRegisterQueries(db: Executor) {
  return {
    async list(
      customerId: string,
      statuses: StoredActionRegisterStatus[],
      page: { page: number; pageSize: number },
    ): Promise<{ rows: ActionRegisterWithCounts[]; total: number }> {
      const where = and(
        eq(actionRegisters.customerId, customerId),
        inArray(actionRegisters.status, statuses),
      );
      const rows = await db
        .select(withCounts)
        .from(actionRegisters)
        .leftJoin(actionRegisterItems, eq(actionRegisterItems.actionRegisterId, actionRegisters.id))
        .where(where)
        .groupBy(actionRegisters.id)
        .orderBy(desc(actionRegisters.createdOn), desc(actionRegisters.createdAt))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      const [total] = await db.select({ n: count() }).from(actionRegisters).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async find(customerId: string, id: string): Promise<ActionRegisterWithCounts | undefined> {
      const [row] = await db
        .select(withCounts)
        .from(actionRegisters)
        .leftJoin(actionRegisterItems, eq(actionRegisterItems.actionRegisterId, actionRegisters.id))
        .where(and(eq(actionRegisters.id, id), visible(customerId)))
        .groupBy(actionRegisters.id);
      return row;
    },

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

    async items(actionRegisterId: string): Promise<ActionRegisterItemRow[]> {
      return db
        .select()
        .from(actionRegisterItems)
        .where(eq(actionRegisterItems.actionRegisterId, actionRegisterId))
        .orderBy(asc(actionRegisterItems.createdAt), asc(actionRegisterItems.id));
    },

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

    /** Comments of the given items, oldest first. */
    async comments(itemIds: string[]): Promise<ActionRegisterItemCommentRow[]> {
      if (itemIds.length === 0) {
        return [];
      }
      return db
        .select()
        .from(actionRegisterItemComments)
        .where(inArray(actionRegisterItemComments.itemId, itemIds))
        .orderBy(asc(actionRegisterItemComments.createdAt), asc(actionRegisterItemComments.id));
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
