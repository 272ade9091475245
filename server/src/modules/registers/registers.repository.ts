import type { Role } from '@squadboard/domain';
import { CLOSED_ITEM_STATUS, type StoredRegisterStatus } from '@squadboard/domain/actions/register.schema';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type RegisterItemCommentRow,
  type RegisterItemRow,
  type RegisterRow,
  registerItemComments,
  registerItems,
  registers,
  users,
} from '../../db/schema/index.ts';
import { findAssignable } from '../actions/actions.repository.ts';

// Every SQL statement of project action registers. Registers are visible to the whole
// organisation, so every query is scoped by customer only; deleted registers are never read.

export type RegistersRepository = ReturnType<typeof registerQueries> & {
  transaction<T>(work: (repo: RegistersRepository) => Promise<T>): Promise<T>;
};

export interface RegisterCaller {
  id: string;
  customerId: string;
  role: Role;
}

export interface RegisterWithCounts {
  register: RegisterRow;
  openCount: number;
  closedCount: number;
}

export type NewRegister = Omit<RegisterRow, 'id' | 'createdAt' | 'updatedAt'>;
export type NewRegisterItem = Omit<RegisterItemRow, 'id' | 'createdAt' | 'updatedAt'>;
export type NewRegisterItemComment = Omit<RegisterItemCommentRow, 'id' | 'createdAt'>;

// 'Total actions' are the items not Closed, 'Closed actions' the others (spec §2.3). Counting
// the joined item id leaves a register without items at zero.
const withCounts = {
  register: registers,
  openCount:
    sql<number>`count(${registerItems.id}) filter (where ${registerItems.status} <> ${CLOSED_ITEM_STATUS})`.mapWith(
      Number,
    ),
  closedCount:
    sql<number>`count(${registerItems.id}) filter (where ${registerItems.status} = ${CLOSED_ITEM_STATUS})`.mapWith(
      Number,
    ),
};

const visible = (customerId: string) =>
  and(eq(registers.customerId, customerId), ne(registers.status, 'Deleted'));

export function createRegistersRepository(db: Executor): RegistersRepository {
  return {
    ...registerQueries(db),
    transaction: (work) => db.transaction((tx) => work(createRegistersRepository(tx))),
  };
}

function registerQueries(db: Executor) {
  return {
    async list(
      customerId: string,
      statuses: StoredRegisterStatus[],
      page: { page: number; pageSize: number },
    ): Promise<{ rows: RegisterWithCounts[]; total: number }> {
      const where = and(eq(registers.customerId, customerId), inArray(registers.status, statuses));
      const rows = await db
        .select(withCounts)
        .from(registers)
        .leftJoin(registerItems, eq(registerItems.registerId, registers.id))
        .where(where)
        .groupBy(registers.id)
        .orderBy(desc(registers.createdOn), desc(registers.createdAt))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      const [total] = await db.select({ n: count() }).from(registers).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async find(customerId: string, id: string): Promise<RegisterWithCounts | undefined> {
      const [row] = await db
        .select(withCounts)
        .from(registers)
        .leftJoin(registerItems, eq(registerItems.registerId, registers.id))
        .where(and(eq(registers.id, id), visible(customerId)))
        .groupBy(registers.id);
      return row;
    },

    /** Locks the register so label changes, item saves and the item limit never interleave. */
    async lock(customerId: string, id: string): Promise<RegisterRow | undefined> {
      const [row] = await db
        .select()
        .from(registers)
        .where(and(eq(registers.id, id), visible(customerId)))
        .for('update');
      return row;
    },

    async insert(values: NewRegister): Promise<RegisterRow> {
      const [row] = await db.insert(registers).values(values).returning();
      if (!row) {
        throw new Error('register insert returned no row');
      }
      return row;
    },

    async update(id: string, change: Partial<NewRegister>): Promise<RegisterRow> {
      const [row] = await db
        .update(registers)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(registers.id, id))
        .returning();
      if (!row) {
        throw new Error('register update returned no row');
      }
      return row;
    },

    /** The distinct statuses the register's items use. */
    async usedStatuses(registerId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ status: registerItems.status })
        .from(registerItems)
        .where(eq(registerItems.registerId, registerId));
      return rows.map((r) => r.status);
    },

    async itemCount(registerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(registerItems)
        .where(eq(registerItems.registerId, registerId));
      return row?.n ?? 0;
    },

    async items(registerId: string): Promise<RegisterItemRow[]> {
      return db
        .select()
        .from(registerItems)
        .where(eq(registerItems.registerId, registerId))
        .orderBy(asc(registerItems.createdAt), asc(registerItems.id));
    },

    async item(customerId: string, registerId: string, itemId: string): Promise<RegisterItemRow | undefined> {
      const [row] = await db
        .select()
        .from(registerItems)
        .where(
          and(
            eq(registerItems.id, itemId),
            eq(registerItems.registerId, registerId),
            eq(registerItems.customerId, customerId),
          ),
        );
      return row;
    },

    async insertItem(values: NewRegisterItem): Promise<RegisterItemRow> {
      const [row] = await db.insert(registerItems).values(values).returning();
      if (!row) {
        throw new Error('register item insert returned no row');
      }
      return row;
    },

    async updateItem(id: string, change: Partial<NewRegisterItem>): Promise<RegisterItemRow> {
      const [row] = await db
        .update(registerItems)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(registerItems.id, id))
        .returning();
      if (!row) {
        throw new Error('register item update returned no row');
      }
      return row;
    },

    /** Comments of the given items, oldest first. */
    async comments(itemIds: string[]): Promise<RegisterItemCommentRow[]> {
      if (itemIds.length === 0) {
        return [];
      }
      return db
        .select()
        .from(registerItemComments)
        .where(inArray(registerItemComments.itemId, itemIds))
        .orderBy(asc(registerItemComments.createdAt), asc(registerItemComments.id));
    },

    async insertComment(values: NewRegisterItemComment): Promise<RegisterItemCommentRow> {
      const [row] = await db.insert(registerItemComments).values(values).returning();
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
