import { MSG } from '@squadboard/domain';
import {
  canAddSquad,
  canCreateSquad,
  canPickSquadUsers,
  SQUAD_PAGE_SIZE,
  squadPermissionsFor,
  teamLimitFor,
} from '@squadboard/domain/squads/squad.rules';
import type {
  CreateSquad,
  Squad,
  SquadListQuery,
  SquadOptions,
  SquadPage,
  UpdateSquad,
} from '@squadboard/domain/squads/squads.schema';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { presentSquad, presentSquadUser } from './squads.presenter.ts';
import {
  PICKABLE_STATUSES,
  type SquadScope,
  type SquadsRepository,
  type SquadUserRow,
  type SquadWithLead,
} from './squads.repository.ts';

export type SquadsService = ReturnType<typeof createSquadsService>;

type Caller = Pick<AuthUser, 'id' | 'customerId' | 'role'>;

function forbidden(): AppError {
  return new AppError('FORBIDDEN', 403, MSG.generic.forbidden);
}

function squadNotFound(): AppError {
  return new AppError('SQUAD_NOT_FOUND', 404, MSG.generic.notFound);
}

function invalid(field: 'leadId' | 'memberIds', message: string): AppError {
  return new AppError('VALIDATION', 400, message, { fields: { [field]: message } });
}

function acronymTaken(): AppError {
  return new AppError('ACRONYM_TAKEN', 409, MSG.squads.acronymTaken, {
    fields: { acronym: MSG.squads.acronymTaken },
  });
}

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps driver errors; the SQLSTATE sits on the error or one of its causes.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function scopeOf(caller: Caller): SquadScope {
  return caller.role === 'SUPER_ADMIN'
    ? { customerId: caller.customerId, all: true }
    : { customerId: caller.customerId, all: false, userId: caller.id };
}

const isPickable = (user: SquadUserRow) => (PICKABLE_STATUSES as readonly string[]).includes(user.status);

/**
 * Checks that every id names a user of the caller's organisation (others answer 404, as if they
 * did not exist), that a new lead is a pickable Squad Admin and new members are pickable users.
 * Members already in the squad may stay whatever happened to them since.
 */
async function checkUsers(
  repo: SquadsRepository,
  customerId: string,
  input: { leadId?: string; memberIds?: string[]; currentMemberIds?: Set<string> },
): Promise<void> {
  const ids = [...new Set([...(input.leadId ? [input.leadId] : []), ...(input.memberIds ?? [])])];
  const found = new Map((await repo.findUsers(customerId, ids)).map((u) => [u.id, u]));
  if (found.size !== ids.length) {
    throw new AppError('USER_NOT_FOUND', 404, MSG.generic.notFound);
  }
  if (input.leadId) {
    const leadUser = found.get(input.leadId);
    if (leadUser?.role !== 'SQUAD_ADMIN' || !isPickable(leadUser)) {
      throw invalid('leadId', MSG.squads.leadNotSquadAdmin);
    }
  }
  for (const id of input.memberIds ?? []) {
    const member = found.get(id);
    if (!input.currentMemberIds?.has(id) && (!member || !isPickable(member))) {
      throw invalid('memberIds', MSG.squads.memberNotAvailable);
    }
  }
}

export function createSquadsService(deps: { repo: SquadsRepository }) {
  const { repo } = deps;

  async function present(caller: Caller, rows: SquadWithLead[]): Promise<Squad[]> {
    const members = await repo.membersOf(rows.map((r) => r.squad.id));
    return rows.map((row) => presentSquad(row, members.get(row.squad.id) ?? [], caller));
  }

  async function presentOne(caller: Caller, id: string): Promise<Squad> {
    const row = await repo.findSquad(scopeOf(caller), id);
    if (!row) {
      throw squadNotFound();
    }
    const [squad] = await present(caller, [row]);
    if (!squad) {
      throw squadNotFound();
    }
    return squad;
  }

  return {
    async list(caller: Caller, query: SquadListQuery): Promise<SquadPage> {
      const { rows, total } = await repo.listSquads(scopeOf(caller), {
        search: query.search || undefined,
        limit: SQUAD_PAGE_SIZE,
        offset: (query.page - 1) * SQUAD_PAGE_SIZE,
      });
      return { items: await present(caller, rows), total, page: query.page, pageSize: SQUAD_PAGE_SIZE };
    },

    get: presentOne,

    async options(caller: Caller): Promise<SquadOptions> {
      if (!canPickSquadUsers(caller.role)) {
        throw forbidden();
      }
      const [pickable, customer, squadCount] = await Promise.all([
        repo.findPickableUsers(caller.customerId),
        repo.findCustomerPlan(caller.customerId),
        repo.countSquads(caller.customerId),
      ]);
      return {
        leads: pickable.filter((u) => u.role === 'SQUAD_ADMIN').map(presentSquadUser),
        members: pickable.map(presentSquadUser),
        teamLimit: customer ? teamLimitFor(customer.plan, customer.teamNos) : 0,
        squadCount,
      };
    },

    async create(caller: Caller, input: CreateSquad): Promise<Squad> {
      if (!canCreateSquad(caller.role)) {
        throw forbidden();
      }
      let id: string;
      try {
        id = await repo.transaction(async (tx) => {
          // The lock makes "count, then insert" atomic per organisation: a parallel create waits
          // here and then counts this one.
          const customer = await tx.lockCustomer(caller.customerId);
          if (!customer) {
            throw forbidden();
          }
          const limit = teamLimitFor(customer.plan, customer.teamNos);
          if (!canAddSquad(limit, await tx.countSquads(caller.customerId))) {
            throw new AppError('SQUAD_LIMIT', 403, MSG.squads.teamLimit(limit ?? 0));
          }
          await checkUsers(tx, caller.customerId, { leadId: input.leadId, memberIds: input.memberIds });
          if (await tx.isAcronymTaken(caller.customerId, input.acronym)) {
            throw acronymTaken();
          }
          const squad = await tx.insertSquad({
            customerId: caller.customerId,
            name: input.name,
            acronym: input.acronym,
            leadId: input.leadId,
          });
          await tx.setMembers(squad.id, input.memberIds);
          return squad.id;
        });
      } catch (error) {
        throw isUniqueViolation(error) ? acronymTaken() : error;
      }
      return presentOne(caller, id);
    },

    async update(caller: Caller, id: string, input: UpdateSquad): Promise<Squad> {
      try {
        await repo.transaction(async (tx) => {
          const found = await tx.findSquad(scopeOf(caller), id, true);
          if (!found) {
            throw squadNotFound();
          }
          const { squad } = found;
          const allowed = squadPermissionsFor(caller, squad);
          const change = {
            ...(input.name !== undefined && input.name !== squad.name ? { name: input.name } : {}),
            ...(input.acronym !== undefined && input.acronym !== squad.acronym.toUpperCase()
              ? { acronym: input.acronym }
              : {}),
            ...(input.leadId !== undefined && input.leadId !== squad.leadId ? { leadId: input.leadId } : {}),
          };
          const changesDetails = Object.keys(change).length > 0;
          if (
            (!allowed.canEditDetails && !allowed.canEditMembers) ||
            (changesDetails && !allowed.canEditDetails) ||
            (input.memberIds !== undefined && !allowed.canEditMembers)
          ) {
            throw forbidden();
          }
          const current = (await tx.membersOf([squad.id])).get(squad.id) ?? [];
          await checkUsers(tx, caller.customerId, {
            leadId: change.leadId,
            memberIds: input.memberIds,
            currentMemberIds: new Set(current.map((m) => m.id)),
          });
          if (change.acronym && (await tx.isAcronymTaken(caller.customerId, change.acronym, squad.id))) {
            throw acronymTaken();
          }
          if (changesDetails) {
            await tx.updateSquad(squad.id, change);
          } else if (input.memberIds !== undefined) {
            await tx.updateSquad(squad.id, {});
          }
          if (input.memberIds !== undefined) {
            await tx.setMembers(squad.id, input.memberIds);
          }
        });
      } catch (error) {
        throw isUniqueViolation(error) ? acronymTaken() : error;
      }
      return presentOne(caller, id);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await repo.transaction(async (tx) => {
        const found = await tx.findSquad(scopeOf(caller), id, true);
        if (!found) {
          throw squadNotFound();
        }
        if (!squadPermissionsFor(caller, found.squad).canDelete) {
          throw forbidden();
        }
        await tx.deleteSquad(id);
      });
    },
  };
}
