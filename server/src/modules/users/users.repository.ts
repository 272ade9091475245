import type { Role, UserStatus } from '@squadboard/domain';
import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern, keptTotal } from '../../db/list-sql.ts';
import {
  fullNameSql,
  nameOrderSql,
  squadMembers,
  squads,
  type UserRow,
  userCounts,
  users,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';

// Every SQL statement of the Permissions feature. Each query names the customer it reads, so a
// row of another organisation is simply never found.

export type UsersRepository = UnitOfWork<ReturnType<typeof usersQueries>>;

export function createUsersRepository(db: Executor): UsersRepository {
  return unitOfWork(db, usersQueries);
}

export interface UserListFilter {
  customerId: string;
  statuses: readonly UserStatus[];
  search: string;
  limit: number;
  offset: number;
}

export interface SquadRef {
  userId: string;
  id: string;
  name: string;
}

function matchesSearch(search: string): SQL | undefined {
  if (!search) {
    return undefined;
  }
  const pattern = containsPattern(search);
  // Both served by trigram indexes (users_email_trgm_idx, users_name_trgm_idx on this expression).
  const fullName = fullNameSql(users.firstName, users.lastName);
  return or(sql`${users.email} ilike ${pattern}`, sql`${fullName} ilike ${pattern}`);
}

// The order of users_customer_name_idx.
const byName = [...nameOrderSql(users.firstName, users.lastName).map((e) => asc(e)), asc(users.email)];

function usersQueries(db: Executor) {
  return {
    /** One page of the Users tab (Super Admins never listed) and the count of all matches. */
    async listUsers(filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
      const where = and(
        eq(users.customerId, filter.customerId),
        ne(users.role, 'SUPER_ADMIN'),
        inArray(users.status, [...filter.statuses]),
        matchesSearch(filter.search),
      );
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(...byName)
        .limit(filter.limit)
        .offset(filter.offset);
      // Without a search, the kept counts by status (user_counts, migration 0025).
      const [counted] = filter.search
        ? await db.select({ n: count() }).from(users).where(where)
        : await db
            .select({ n: keptTotal(userCounts.n) })
            .from(userCounts)
            .where(
              and(
                eq(userCounts.customerId, filter.customerId),
                inArray(userCounts.status, [...filter.statuses]),
              ),
            );
      return { rows, total: counted?.n ?? 0 };
    },

    /** 'Member Of': the squads each user is a member or the lead of. */
    async squadsOf(customerId: string, userIds: readonly string[]): Promise<SquadRef[]> {
      if (userIds.length === 0) {
        return [];
      }
      const members = await db
        .select({ userId: squadMembers.userId, id: squads.id, name: squads.name })
        .from(squadMembers)
        .innerJoin(squads, eq(squads.id, squadMembers.squadId))
        .where(and(eq(squads.customerId, customerId), inArray(squadMembers.userId, [...userIds])));
      const leads = await db
        .select({ userId: squads.leadId, id: squads.id, name: squads.name })
        .from(squads)
        .where(and(eq(squads.customerId, customerId), inArray(squads.leadId, [...userIds])));
      const refs: SquadRef[] = [...members];
      for (const lead of leads) {
        if (lead.userId) {
          refs.push({ userId: lead.userId, id: lead.id, name: lead.name });
        }
      }
      return refs;
    },

    async findUser(customerId: string, userId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.customerId, customerId), eq(users.id, userId)))
        .limit(1);
      return row;
    },

    async findUsers(customerId: string, userIds: readonly string[]): Promise<UserRow[]> {
      if (userIds.length === 0) {
        return [];
      }
      return db
        .select()
        .from(users)
        .where(and(eq(users.customerId, customerId), inArray(users.id, [...userIds])));
    },

    /** E-mails are unique across all organisations. */
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return row !== undefined;
    },

    async insertInvitedUser(input: {
      customerId: string;
      email: string;
      firstName: string;
      lastName: string;
      status: UserStatus;
    }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...input, role: 'SQUAD_MEMBER', passwordHash: null })
        .returning();
      if (!row) {
        throw new Error('user insert returned nothing');
      }
      return row;
    },

    async deleteUser(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    async updateUser(
      customerId: string,
      userId: string,
      change: { firstName: string; lastName: string; status: UserStatus; clearPassword: boolean },
    ): Promise<UserRow | undefined> {
      const { clearPassword, ...values } = change;
      const [row] = await db
        .update(users)
        .set({ ...values, ...(clearPassword ? { passwordHash: null } : {}), updatedAt: new Date() })
        .where(and(eq(users.customerId, customerId), eq(users.id, userId)))
        .returning();
      return row;
    },

    async listByRole(customerId: string, role: Role): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.customerId, customerId), eq(users.role, role)))
        .orderBy(...byName);
    },

    /** Squad Members who may become Squad Admins (active or invited), matching the search. */
    async searchCandidates(customerId: string, search: string, limit: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(
          and(
            eq(users.customerId, customerId),
            eq(users.role, 'SQUAD_MEMBER'),
            inArray(users.status, ['ACTIVE', 'UNVERIFIED']),
            matchesSearch(search),
          ),
        )
        .orderBy(...byName)
        .limit(limit);
    },

    /**
     * Changes the role of the given users, only where it is still `from` (a concurrent save that
     * already moved them changes nothing twice). Returns the ids changed.
     */
    async changeRole(
      customerId: string,
      userIds: readonly string[],
      from: Role,
      to: Role,
    ): Promise<string[]> {
      if (userIds.length === 0) {
        return [];
      }
      const rows = await db
        .update(users)
        .set({ role: to, updatedAt: new Date() })
        .where(and(eq(users.customerId, customerId), inArray(users.id, [...userIds]), eq(users.role, from)))
        .returning({ id: users.id });
      return rows.map((r) => r.id);
    },

    /** Squads led by any of these users, by name. */
    async squadsLedBy(customerId: string, userIds: readonly string[]): Promise<SquadRef[]> {
      if (userIds.length === 0) {
        return [];
      }
      const rows = await db
        .select({ userId: squads.leadId, id: squads.id, name: squads.name })
        .from(squads)
        .where(and(eq(squads.customerId, customerId), inArray(squads.leadId, [...userIds])))
        .orderBy(asc(squads.name));
      return rows.flatMap((r) => (r.userId ? [{ userId: r.userId, id: r.id, name: r.name }] : []));
    },
  };
}
