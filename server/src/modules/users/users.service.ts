import { awaitsInvitation } from '@squadboard/domain/auth/sign-up.rules';
import { pageOffset } from '@squadboard/domain/common/pagination';
import {
  canManageUsers,
  editOutcome,
  isManageableUser,
  isSquadAdminCandidate,
  statusEndsSessions,
  statusesForFilter,
  statusForNewUser,
} from '@squadboard/domain/users/users.rules';
import {
  CANDIDATES_LIMIT,
  type CreateUser,
  type EditUser,
  type RoleUser,
  type SaveSquadAdmins,
  USERS_PAGE_SIZE,
  type UserListItem,
  type UserPage,
  type UsersQuery,
} from '@squadboard/domain/users/users.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { appError } from '../../http/app-error.ts';
import type { AuthService, AuthUser } from '../auth/auth.service.ts';
import { invitationMail } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { presentRoleUser, presentUserListItem } from './users.presenter.ts';
import type { UsersRepository } from './users.repository.ts';

// Policy of the Permissions page: who may do what, status and role transitions, invitations.

export type UsersService = ReturnType<typeof createUsersService>;

function nameOf(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createUsersService(deps: {
  repo: UsersRepository;
  auth: Pick<AuthService, 'endUserSessions' | 'sessionUserOf' | 'issueInvitation'>;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
}) {
  const { repo, auth, mailer, config, log } = deps;

  function requireSuperAdmin(caller: AuthUser): void {
    if (!canManageUsers(caller.role)) {
      throw appError('FORBIDDEN');
    }
  }

  /** A user of the caller's organisation the dialogs may change; others answer 404 / 403. */
  async function manageableUser(caller: AuthUser, userId: string): Promise<UserRow> {
    const target = UUID.test(userId) ? await repo.findUser(caller.customerId, userId) : undefined;
    if (!target) {
      throw appError('NOT_FOUND');
    }
    if (!isManageableUser(target) || target.id === caller.id) {
      throw appError('SUPER_ADMIN_PROTECTED');
    }
    return target;
  }

  async function listItemOf(caller: AuthUser, user: UserRow): Promise<UserListItem> {
    return presentUserListItem(user, await repo.squadsOf(caller.customerId, [user.id]));
  }

  /** A fresh token (voiding any earlier link) and the mail that carries it. */
  async function sendInvitation(caller: AuthUser, invitee: UserRow): Promise<void> {
    const inviter = await auth.sessionUserOf(caller.id);
    const inviterName = [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || null;
    const token = await auth.issueInvitation(invitee.id);
    await mailer.send(
      invitationMail(invitee.email, config.publicUrl, token, {
        inviterName,
        companyName: inviter.companyName,
      }),
    );
  }

  return {
    async listUsers(caller: AuthUser, query: UsersQuery): Promise<UserPage> {
      requireSuperAdmin(caller);
      const { rows, total } = await repo.listUsers({
        customerId: caller.customerId,
        statuses: statusesForFilter(query.filter),
        search: query.search,
        limit: USERS_PAGE_SIZE,
        offset: pageOffset(query.page, USERS_PAGE_SIZE),
      });
      const refs = await repo.squadsOf(
        caller.customerId,
        rows.map((r) => r.id),
      );
      return {
        items: rows.map((row) => presentUserListItem(row, refs)),
        total,
        page: query.page,
        pageSize: USERS_PAGE_SIZE,
      };
    },

    /** ADD USER: an invited Squad Member of the caller's organisation, and an invitation mail. */
    async createUser(caller: AuthUser, input: CreateUser): Promise<UserListItem> {
      requireSuperAdmin(caller);
      if (await repo.emailTaken(input.email)) {
        throw appError('USER_EXISTS').on('email');
      }
      let created: UserRow;
      try {
        created = await repo.insertInvitedUser({
          customerId: caller.customerId,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          status: statusForNewUser(input.inactive),
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw appError('USER_EXISTS').on('email');
        }
        throw error;
      }
      try {
        await sendInvitation(caller, created);
      } catch (error) {
        // Without the mail the invitee has no way in; undo, so the admin can simply try again.
        log.error({ err: error, to: created.email }, 'invitation mail could not be sent');
        await repo.deleteUser(created.id);
        throw appError('INVITE_MAIL_FAILED');
      }
      return presentUserListItem(created, []);
    },

    /**
     * Mails an invited user a new link; the previous one stops working (a lost or expired mail).
     * Only for someone who has not claimed the account yet and may still do so.
     */
    /** Mails a new link (the old one stops working); answers the address it went to. */
    async resendInvitation(caller: AuthUser, userId: string): Promise<string> {
      requireSuperAdmin(caller);
      const target = await manageableUser(caller, userId);
      if (!awaitsInvitation({ status: target.status, hasPassword: target.passwordHash !== null })) {
        throw appError('NOT_INVITED');
      }
      try {
        await sendInvitation(caller, target);
      } catch (error) {
        // The earlier link is void already; the admin sees the failure and tries again.
        log.error({ err: error, to: target.email }, 'invitation mail could not be sent');
        throw appError('INVITE_MAIL_FAILED');
      }
      return target.email;
    },

    /** EDIT USER: names and the 'Make user inactive' box; inactive ends every session at once. */
    async editUser(caller: AuthUser, userId: string, input: EditUser): Promise<UserListItem> {
      requireSuperAdmin(caller);
      const target = await manageableUser(caller, userId);
      const outcome = editOutcome(
        { status: target.status, hasPassword: target.passwordHash !== null },
        input.inactive,
      );
      const updated = await repo.updateUser(caller.customerId, target.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        status: outcome.status,
        clearPassword: outcome.clearPassword,
      });
      if (!updated) {
        throw appError('NOT_FOUND');
      }
      if (statusEndsSessions(updated.status)) {
        await auth.endUserSessions(updated.id);
      }
      return listItemOf(caller, updated);
    },

    async squadAdmins(caller: AuthUser): Promise<RoleUser[]> {
      requireSuperAdmin(caller);
      return (await repo.listByRole(caller.customerId, 'SQUAD_ADMIN')).map(presentRoleUser);
    },

    async squadAdminCandidates(caller: AuthUser, search: string): Promise<RoleUser[]> {
      requireSuperAdmin(caller);
      return (await repo.searchCandidates(caller.customerId, search, CANDIDATES_LIMIT)).map(presentRoleUser);
    },

    /**
     * ADD ROLES Save, in one transaction: demote `remove` to Squad Member, promote `add` to Squad
     * Admin. A Squad Admin who still leads squads is not demoted (the squad would be left with a
     * member as its lead): the whole save is refused, naming them and their squads.
     */
    async saveSquadAdmins(caller: AuthUser, input: SaveSquadAdmins): Promise<RoleUser[]> {
      requireSuperAdmin(caller);
      const wanted = [...new Set([...input.add, ...input.remove])];
      await repo.transaction(async (tx) => {
        const found = new Map((await tx.findUsers(caller.customerId, wanted)).map((u) => [u.id, u]));
        if (found.size !== wanted.length) {
          throw appError('NOT_FOUND');
        }
        for (const id of input.add) {
          const user = found.get(id);
          if (user && user.role !== 'SQUAD_ADMIN' && !isSquadAdminCandidate(user)) {
            throw appError('NOT_CANDIDATE');
          }
        }
        for (const id of input.remove) {
          if (found.get(id)?.role === 'SUPER_ADMIN') {
            throw appError('SUPER_ADMIN_PROTECTED');
          }
        }
        const removed = await tx.changeRole(caller.customerId, input.remove, 'SQUAD_ADMIN', 'SQUAD_MEMBER');
        const led = await tx.squadsLedBy(caller.customerId, removed);
        const firstLead = led[0];
        if (firstLead) {
          const lead = found.get(firstLead.userId);
          const names = led.filter((s) => s.userId === firstLead.userId).map((s) => s.name);
          throw appError('LEADS_SQUADS', lead ? nameOf(lead) : '', names);
        }
        await tx.changeRole(caller.customerId, input.add, 'SQUAD_MEMBER', 'SQUAD_ADMIN');
      });
      return (await repo.listByRole(caller.customerId, 'SQUAD_ADMIN')).map(presentRoleUser);
    },
  };
}
