import type { Plan, Role, UserStatus } from '@squadboard/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type CodePurpose,
  type CustomerRow,
  customers,
  invitationTokens,
  type SessionRow,
  sessions,
  squadMembers,
  squads,
  type UserRow,
  type UserWithCustomer,
  users,
  type VerificationCodeRow,
  verificationCodes,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';

// Every SQL statement of the accounts feature. Functions take plain values and return rows;
// policy lives in the service.

export type AuthRepository = UnitOfWork<ReturnType<typeof authQueries>>;

export interface NewSession {
  id: string;
  userId: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export function createAuthRepository(db: Executor): AuthRepository {
  return unitOfWork(db, authQueries);
}

export interface NewUser {
  customerId: string;
  email: string;
  passwordHash: string | null;
  role: Role;
  status: UserStatus;
  firstName?: string | null;
  lastName?: string | null;
  location?: string | null;
  timeZone?: string | null;
  firstLogin?: boolean;
}

async function insertUser(db: Executor, input: NewUser): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ ...input, email: input.email.toLowerCase() })
    .returning();
  if (!user) {
    throw new Error('user insert returned nothing');
  }
  return user;
}

/** What the session lookup reads: enough for the Caller and for presenting the session user. */
export interface FoundSession {
  session: Pick<SessionRow, 'expiresAt' | 'lastSeenAt'>;
  user: SessionUserRow;
  customer: Pick<CustomerRow, 'id' | 'name' | 'plan'>;
  squadIds: string[];
}

export type SessionUserRow = Pick<
  UserRow,
  | 'id'
  | 'customerId'
  | 'email'
  | 'role'
  | 'status'
  | 'firstName'
  | 'lastName'
  | 'avatarKey'
  | 'location'
  | 'timeZone'
  | 'firstLogin'
>;

function authQueries(db: Executor) {
  // Built on first use: most executors (one per transaction) never look a session up.
  let findSessionStatement: { execute(values: { id: string }): Promise<FoundSession[]> } | undefined;
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },

    async findUserWithCustomer(userId: string): Promise<UserWithCustomer | undefined> {
      const [row] = await db
        .select({ user: users, customer: customers })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async createCustomerWithUser(input: {
      customerName: string | null;
      plan: Plan;
      /** The beta plan's number of teams; the column's default when absent. */
      teamNos?: number;
      user: Omit<NewUser, 'customerId'>;
    }): Promise<UserWithCustomer> {
      const [customer] = await db
        .insert(customers)
        .values({ name: input.customerName, plan: input.plan, teamNos: input.teamNos })
        .returning();
      if (!customer) {
        throw new Error('customer insert returned nothing');
      }
      const user = await insertUser(db, { ...input.user, customerId: customer.id });
      return { user, customer };
    },

    createUser: (input: NewUser): Promise<UserRow> => insertUser(db, input),

    async deleteCustomer(customerId: string): Promise<void> {
      await db.delete(customers).where(eq(customers.id, customerId));
    },

    async findCustomerByName(name: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.name, name)).limit(1);
      return row;
    },

    async updateUserCredentials(
      userId: string,
      change: { passwordHash?: string | null; status?: UserStatus },
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async saveCode(input: {
      userId: string;
      purpose: CodePurpose;
      codeHash: string;
      expiresAt: Date;
    }): Promise<void> {
      const now = new Date();
      await db
        .insert(verificationCodes)
        .values({ ...input, attempts: 0, locked: false, createdAt: now })
        .onConflictDoUpdate({
          target: [verificationCodes.userId, verificationCodes.purpose],
          set: {
            codeHash: input.codeHash,
            expiresAt: input.expiresAt,
            attempts: 0,
            locked: false,
            createdAt: now,
          },
        });
    },

    async findCode(userId: string, purpose: CodePurpose): Promise<VerificationCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
        .limit(1);
      return row;
    },

    /**
     * Spends one attempt on a usable code in a single statement, so parallel guesses cannot
     * exceed the budget. Returns the row after the spend, or nothing when no usable code exists.
     */
    async spendCodeAttempt(
      userId: string,
      purpose: CodePurpose,
      maxAttempts: number,
      now: Date,
    ): Promise<VerificationCodeRow | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.userId, userId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.locked, false),
            lt(verificationCodes.attempts, maxAttempts),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async lockCode(userId: string, purpose: CodePurpose): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ locked: true })
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
    },

    async deleteCode(userId: string, purpose: CodePurpose): Promise<void> {
      await db
        .delete(verificationCodes)
        .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
    },

    /** Creates or replaces the user's invitation token: the previous link stops working. */
    async saveInvitationToken(input: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      const now = new Date();
      await db
        .insert(invitationTokens)
        .values({ ...input, createdAt: now })
        .onConflictDoUpdate({
          target: invitationTokens.userId,
          set: { tokenHash: input.tokenHash, expiresAt: input.expiresAt, usedAt: null, createdAt: now },
        });
    },

    /**
     * Marks the user's token used if it is this one, unused and unexpired, in one statement, so
     * two sign-ups racing with the same link cannot both claim the account.
     */
    async consumeInvitationToken(userId: string, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(invitationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(invitationTokens.userId, userId),
            eq(invitationTokens.tokenHash, tokenHash),
            isNull(invitationTokens.usedAt),
            gt(invitationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: invitationTokens.userId });
      return rows.length > 0;
    },

    /** Gives a consumed token back (its sign-up could not be completed). */
    async releaseInvitationToken(userId: string): Promise<void> {
      await db.update(invitationTokens).set({ usedAt: null }).where(eq(invitationTokens.userId, userId));
    },

    async createSession(input: NewSession): Promise<void> {
      await db.insert(sessions).values(input);
    },

    /**
     * The session with what every request needs of it: the user (the Caller and the /me answer),
     * the customer, and the squads the user leads or belongs to. One indexed read (each join and
     * subquery by primary key or by the user's index), prepared once per executor: building the
     * statement cost more than running it, and PostgreSQL then skips parsing and planning it.
     */
    async findSession(id: string): Promise<FoundSession | undefined> {
      findSessionStatement ??= db
        .select({
          session: { expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt },
          user: {
            id: users.id,
            customerId: users.customerId,
            email: users.email,
            role: users.role,
            status: users.status,
            firstName: users.firstName,
            lastName: users.lastName,
            avatarKey: users.avatarKey,
            location: users.location,
            timeZone: users.timeZone,
            firstLogin: users.firstLogin,
          },
          customer: { id: customers.id, name: customers.name, plan: customers.plan },
          squadIds: sql<string[]>`array(
            select ${squadMembers.squadId}::text from ${squadMembers} where ${squadMembers.userId} = ${users.id}
            union select ${squads.id}::text from ${squads} where ${squads.leadId} = ${users.id})`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(eq(sessions.id, sql.placeholder('id')))
        .limit(1)
        .prepare('auth_find_session');
      const [row] = await findSessionStatement.execute({ id });
      return row;
    },

    async touchSession(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    async deleteSession(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.delete(sessions).where(eq(sessions.id, id)).returning();
      return row;
    },

    async deleteUserSessions(userId: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async deleteExpiredSessions(now: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
