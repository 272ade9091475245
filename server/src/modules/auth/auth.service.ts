import type { Caller } from '@squadboard/domain';
import {
  type Activate,
  DEFAULT_PLAN,
  type EmailOnly,
  LIMITS,
  type ResetPassword,
  type SessionUser,
  type SignIn,
  type SignUp,
} from '@squadboard/domain';
import { awaitsInvitation, INVITATION_TTL_DAYS, isSignUpPlan } from '@squadboard/domain/auth/sign-up.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { appError } from '../../http/app-error.ts';
import { activationCodeMail, resetCodeMail } from '../mail/mail-templates.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { presentSessionUser } from './auth.presenter.ts';
import type { AuthRepository } from './auth.repository.ts';
import {
  dummyPasswordHash,
  hashPassword,
  invitationHashOf,
  newSecretToken,
  sessionIdOf,
  verifyPassword,
} from './secrets.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionEvents } from './session-events.ts';
import { checkCode, issueCode } from './verification-codes.ts';

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

export interface StartedSession {
  token: string;
  expiresAt: Date;
  user: SessionUser;
}

/** Who is calling, as resolved from the session cookie. */
/** The signed-in caller of a request or socket: the Caller and what the session adds. */
export interface AuthUser extends Caller {
  email: string;
  sessionId: string;
  /** The profile's time zone (null: the server's), read with the session: "today" for the caller. */
  timeZone: string | null;
}

export type ResolvedSession =
  | {
      state: 'valid';
      user: AuthUser;
      /** The /me answer, read by the same lookup, so /me and the browser probe query nothing more. */
      profile: SessionUser;
      expiresAt: Date;
    }
  | { state: 'expired' };

export type AuthService = ReturnType<typeof createAuthService>;

const TOUCH_EVERY_MS = 5 * 60_000;

export function createAuthService(deps: {
  repo: AuthRepository;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'sessionDays'>;
  sessionEvents: SessionEvents;
  log: FastifyBaseLogger;
  /** The lookup cache (session-cache.ts: PGlite, or PostgreSQL with Redis); null or absent reads every lookup from the database. */
  sessionCache?: SessionCache | null;
}) {
  const { repo, mailer, config, sessionEvents, log } = deps;
  const sessionCache = deps.sessionCache ?? null;

  async function sendOrFail(mail: Mail): Promise<void> {
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, to: mail.to }, 'mail could not be sent');
      throw appError('MAIL_FAILED');
    }
  }

  async function startSession(repository: AuthRepository, userId: string, ctx: RequestContext) {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + config.sessionDays * 86_400_000);
    await repository.createSession({
      id: sessionIdOf(token),
      userId,
      expiresAt,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    });
    return { token, expiresAt };
  }

  async function sessionUserOf(userId: string): Promise<SessionUser> {
    const found = await repo.findUserWithCustomer(userId);
    if (!found) {
      throw appError('USER_NOT_FOUND');
    }
    return presentSessionUser(found);
  }

  /** Ends every session of a user and closes their sockets (sign-out everywhere, reset, deactivation). */
  async function endUserSessions(userId: string): Promise<number> {
    const ended = await repo.deleteUserSessions(userId);
    sessionEvents.emitEnded({ kind: 'user', userId });
    return ended;
  }

  async function signUpNewCustomer(input: SignUp): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    let created: { customerId: string; code: string };
    try {
      created = await repo.transaction(async (tx) => {
        const { user, customer } = await tx.createCustomerWithUser({
          customerName: null,
          plan: input.plan ?? DEFAULT_PLAN,
          user: { email: input.email, passwordHash, role: 'SUPER_ADMIN', status: 'UNVERIFIED' },
        });
        return { customerId: customer.id, code: await issueCode(tx, user.id, 'ACTIVATION') };
      });
    } catch (error) {
      // Two sign-ups for one address at once: the loser sees what a retry would show.
      if (isUniqueViolation(error)) {
        throw appError('REGISTERED_NOT_VERIFIED');
      }
      throw error;
    }
    try {
      await sendOrFail(activationCodeMail(input.email, created.code, config.publicUrl));
    } catch (error) {
      await repo.deleteCustomer(created.customerId);
      throw error;
    }
  }

  /**
   * An invited user (no password yet) chooses one with the token of their invitation link, which
   * is spent in the same transaction; customer and role stay as the admin set them. Without the
   * right token nothing changes: knowing an invited address must not be enough to claim it.
   */
  async function signUpInvited(user: UserRow, input: SignUp): Promise<void> {
    if (!input.invitationToken) {
      throw appError('INVITATION_REQUIRED');
    }
    const tokenHash = invitationHashOf(input.invitationToken);
    const passwordHash = await hashPassword(input.password);
    const code = await repo.transaction(async (tx) => {
      if (!(await tx.consumeInvitationToken(user.id, tokenHash, new Date()))) {
        throw appError('INVITATION_INVALID');
      }
      await tx.updateUserCredentials(user.id, { passwordHash, status: 'UNVERIFIED' });
      return issueCode(tx, user.id, 'ACTIVATION');
    });
    try {
      await sendOrFail(activationCodeMail(user.email, code, config.publicUrl));
    } catch (error) {
      // Back to invited, link still valid, so the invitee can simply try again.
      await repo.transaction(async (tx) => {
        await tx.updateUserCredentials(user.id, { passwordHash: null, status: user.status });
        await tx.deleteCode(user.id, 'ACTIVATION');
        await tx.releaseInvitationToken(user.id);
      });
      throw error;
    }
  }

  return {
    endUserSessions,
    sessionUserOf,

    /** A new invitation token for the user, replacing (voiding) any earlier one; it goes in the mailed link. */
    async issueInvitation(userId: string): Promise<string> {
      const token = newSecretToken();
      await repo.saveInvitationToken({
        userId,
        tokenHash: invitationHashOf(token),
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
      });
      return token;
    },

    async signUp(input: SignUp): Promise<void> {
      // Paid plans start from billing; choosing one here would grant it unpaid.
      if (input.plan !== undefined && !isSignUpPlan(input.plan)) {
        throw appError('PLAN_NOT_ALLOWED');
      }
      const existing = await repo.findUserByEmail(input.email);
      if (!existing) {
        // A token for an address nobody was invited with (withdrawn, or another address's link).
        if (input.invitationToken) {
          throw appError('INVITATION_INVALID');
        }
        return signUpNewCustomer(input);
      }
      if (awaitsInvitation({ status: existing.status, hasPassword: existing.passwordHash !== null })) {
        return signUpInvited(existing, input);
      }
      if (existing.passwordHash !== null && existing.status === 'UNVERIFIED') {
        throw appError('REGISTERED_NOT_VERIFIED');
      }
      throw appError('EMAIL_TAKEN');
    },

    async resendActivationCode(input: EmailOnly): Promise<void> {
      const user = await repo.findUserByEmail(input.email);
      // Without a password the invitation has not been accepted: activating would leave no way in.
      if (!user || user.passwordHash === null) {
        throw appError('CODE_NOT_SENT');
      }
      if (user.status !== 'UNVERIFIED') {
        throw appError('ALREADY_VERIFIED');
      }
      const code = await issueCode(repo, user.id, 'ACTIVATION');
      await sendOrFail(activationCodeMail(user.email, code, config.publicUrl));
    },

    async activate(input: Activate, ctx: RequestContext): Promise<StartedSession> {
      const user = await repo.findUserByEmail(input.email);
      if (!user || user.passwordHash === null) {
        throw appError('USER_NOT_FOUND');
      }
      if (user.status !== 'UNVERIFIED') {
        throw appError('ALREADY_VERIFIED');
      }
      await checkCode(repo, user.id, 'ACTIVATION', input.code);
      const session = await repo.transaction(async (tx) => {
        await tx.updateUserCredentials(user.id, { status: 'ACTIVE' });
        await tx.deleteCode(user.id, 'ACTIVATION');
        return startSession(tx, user.id, ctx);
      });
      return { ...session, user: await sessionUserOf(user.id) };
    },

    async signIn(input: SignIn, ctx: RequestContext): Promise<StartedSession> {
      const user = await repo.findUserByEmail(input.email);
      // An unknown address, an invitation not yet accepted and a wrong password get one answer,
      // after one argon2 verification each, so neither the text nor the time tells a stranger
      // which addresses have accounts (spec 000 §8 'Please enter valid credentials.').
      const passwordHash = user?.passwordHash ?? (await dummyPasswordHash());
      const matches = await verifyPassword(passwordHash, input.password);
      if (!user || user.passwordHash === null || !matches) {
        throw appError('NOT_AUTHORIZED');
      }
      // Status is only revealed to someone who knows the password.
      if (user.status === 'UNVERIFIED') {
        const graceMs = LIMITS.unverifiedGraceHours * 3_600_000;
        const canVerify = Date.now() - user.createdAt.getTime() < graceMs;
        throw appError('USER_NOT_CONFIRMED').with({ canVerify });
      }
      if (user.status !== 'ACTIVE') {
        throw appError('USER_INACTIVE');
      }
      const session = await startSession(repo, user.id, ctx);
      return { ...session, user: await sessionUserOf(user.id) };
    },

    async signOut(token: string | undefined): Promise<void> {
      if (!token) {
        return;
      }
      const ended = await repo.deleteSession(sessionIdOf(token));
      if (ended) {
        sessionEvents.emitEnded({ kind: 'session', sessionId: ended.id });
      }
    },

    async sendResetCode(input: EmailOnly): Promise<void> {
      const user = await repo.findUserByEmail(input.email);
      if (!user) {
        throw appError('EMAIL_NOT_FOUND');
      }
      const code = await issueCode(repo, user.id, 'RESET');
      await sendOrFail(resetCodeMail(user.email, code));
    },

    async resetPassword(input: ResetPassword): Promise<void> {
      const user = await repo.findUserByEmail(input.email);
      if (!user) {
        throw appError('EMAIL_NOT_FOUND');
      }
      await checkCode(repo, user.id, 'RESET', input.code);
      const passwordHash = await hashPassword(input.password);
      await repo.transaction(async (tx) => {
        await tx.updateUserCredentials(user.id, { passwordHash });
        await tx.deleteCode(user.id, 'RESET');
        await tx.deleteUserSessions(user.id);
      });
      sessionEvents.emitEnded({ kind: 'user', userId: user.id });
    },

    /** Expired sessions are refused on use; deleting them only keeps the table small. */
    deleteExpiredSessions: (now: Date) => repo.deleteExpiredSessions(now),

    /**
     * Cookie → caller, on every signed-in request and socket. A session ended anywhere (sign-out,
     * password change or reset, deactivation, expiry) and a changed role or squad count on the
     * very next request, on every node. Without a cache (PostgreSQL without Redis) every lookup is
     * one indexed read; with one, every write to what it reads empties it, on every node, before
     * the writer's request answers (session-cache.ts), with the same effect. Unknown, expired and
     * no-longer-active sessions all count as expired. lastSeenAt is written at most every
     * TOUCH_EVERY_MS, not on every request.
     */
    async resolveSession(token: string): Promise<ResolvedSession> {
      const id = sessionIdOf(token);
      const found = sessionCache
        ? await sessionCache.find(id, () => repo.findSession(id))
        : await repo.findSession(id);
      const now = new Date();
      if (!found) {
        return { state: 'expired' };
      }
      if (found.session.expiresAt <= now || found.user.status !== 'ACTIVE') {
        await repo.deleteSession(id);
        return { state: 'expired' };
      }
      if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await repo.touchSession(id, now);
        sessionCache?.touched(id, now);
      }
      const { user, squadIds } = found;
      return {
        state: 'valid',
        profile: presentSessionUser(found),
        user: {
          id: user.id,
          customerId: user.customerId,
          role: user.role,
          // A copy: the cached lookup's list must not change with what a request does to its own.
          squadIds: [...squadIds],
          email: user.email,
          sessionId: id,
          timeZone: user.timeZone ?? null,
        },
        expiresAt: found.session.expiresAt,
      };
    },
  };
}
