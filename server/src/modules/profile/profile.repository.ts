import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { UserWithCustomer } from '../../db/schema/index.ts';
import { customers, sessions, type UserRow, users } from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';

// Every SQL statement of the profile area. Each query names the user (and, where another user's
// data is read, the caller's customer), so nothing here can reach across organisations.

export type ProfileRepository = UnitOfWork<ReturnType<typeof profileQueries>>;

export function createProfileRepository(db: Executor): ProfileRepository {
  return unitOfWork(db, profileQueries);
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  location: string | null;
  timeZone: string;
}

function profileQueries(db: Executor) {
  return {
    async findProfile(userId: string): Promise<UserWithCustomer | undefined> {
      const [row] = await db
        .select({ user: users, customer: customers })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async findUser(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async updateProfile(userId: string, change: ProfileChange): Promise<void> {
      await db
        .update(users)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async updateCompanyName(customerId: string, name: string | null): Promise<void> {
      await db.update(customers).set({ name }).where(eq(customers.id, customerId));
    },

    async completeFirstLogin(userId: string): Promise<void> {
      await db.update(users).set({ firstLogin: false, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async setAvatarKey(userId: string, avatarKey: string | null): Promise<void> {
      await db.update(users).set({ avatarKey, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** The avatar key of a user of `customerId`; undefined for users of other organisations. */
    async findAvatarKey(userId: string, customerId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ avatarKey: users.avatarKey })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.customerId, customerId)))
        .limit(1);
      return row ? row.avatarKey : undefined;
    },

    async updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Ends every session of the user but `keepSessionId`; returns the ended sessions' ids. */
    async deleteOtherSessions(userId: string, keepSessionId: string): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },
  };
}
