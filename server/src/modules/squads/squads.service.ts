import type { Caller } from '@squadboard/domain';
import { MSG } from '@squadboard/domain';
import { pageOffset } from '@squadboard/domain/common/pagination';
import {
  canAddSquad,
  canCreateSquad,
  canLeadSquad,
  canPickSquadUsers,
  SQUAD_PAGE_SIZE,
  squadPermissionsFor,
  teamLimitFor,
} from '@squadboard/domain/squads/squad.rules';
import { callerAbilities, squadAbilities } from '@squadboard/domain/squads/squad-choices.rules';
import type {
  CreateSquad,
  Squad,
  SquadChoices,
  SquadListQuery,
  SquadOptions,
  SquadPage,
  UpdateSquad,
} from '@squadboard/domain/squads/squads.schema';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import type { SquadEvents } from './squad-events.ts';
import { presentSquad, presentSquadUser } from './squads.presenter.ts';
import {
  PICKABLE_STATUSES,
  type SquadsRepository,
  type SquadUserRow,
  type SquadWithLead,
} from './squads.repository.ts';

export type SquadsService = ReturnType<typeof createSquadsService>;

const isPickable = (user: SquadUserRow) => (PICKABLE_STATUSES as readonly string[]).includes(user.status);

/**
 * Checks that every id names a user of the caller's organisation (others answer 404, as if they
 * did not exist), that a new lead is a pickable Squad Admin or Super Admin and new members are
 * pickable users.
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
    throw appError('NOT_FOUND');
  }
  if (input.leadId) {
    const leadUser = found.get(input.leadId);
    if (!leadUser || !canLeadSquad(leadUser.role) || !isPickable(leadUser)) {
      throw invalidField('leadId', MSG.squads.leadNotEligible);
    }
  }
  for (const id of input.memberIds ?? []) {
    const member = found.get(id);
    if (!input.currentMemberIds?.has(id) && (!member || !isPickable(member))) {
      throw invalidField('memberIds', MSG.squads.memberNotAvailable);
    }
  }
}

export function createSquadsService(deps: { repo: SquadsRepository; events: SquadEvents }) {
  const { repo, events } = deps;

  async function present(caller: Caller, rows: SquadWithLead[]): Promise<Squad[]> {
    const members = await repo.membersOf(rows.map((r) => r.squad.id));
    return rows.map((row) => presentSquad(row, members.get(row.squad.id) ?? [], caller));
  }

  async function presentOne(caller: Caller, id: string): Promise<Squad> {
    const row = await repo.findSquad(caller, id);
    if (!row) {
      throw appError('SQUAD_NOT_FOUND');
    }
    const [squad] = await present(caller, [row]);
    if (!squad) {
      throw appError('SQUAD_NOT_FOUND');
    }
    return squad;
  }

  return {
    async list(caller: Caller, query: SquadListQuery): Promise<SquadPage> {
      const { rows, total } = await repo.listSquads(caller, {
        search: query.search || undefined,
        limit: SQUAD_PAGE_SIZE,
        offset: pageOffset(query.page, SQUAD_PAGE_SIZE),
      });
      return { items: await present(caller, rows), total, page: query.page, pageSize: SQUAD_PAGE_SIZE };
    },

    get: presentOne,

    /** Every squad the caller sees, with what they may do in it (GET /api/squads/choices). */
    async choices(caller: Caller): Promise<SquadChoices> {
      const rows = await repo.choices(caller);
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          can: squadAbilities(caller, row, row.enterprise),
        })),
        can: callerAbilities(caller),
      };
    },

    async options(caller: Caller): Promise<SquadOptions> {
      if (!canPickSquadUsers(caller.role)) {
        throw appError('FORBIDDEN');
      }
      const [pickable, customer, squadCount] = await Promise.all([
        repo.findPickableUsers(caller.customerId),
        repo.findCustomerPlan(caller.customerId),
        repo.countSquads(caller.customerId),
      ]);
      return {
        leads: pickable.filter((u) => canLeadSquad(u.role)).map(presentSquadUser),
        members: pickable.map(presentSquadUser),
        teamLimit: customer ? teamLimitFor(customer.plan, customer.teamNos) : 0,
        squadCount,
      };
    },

    async create(caller: Caller, input: CreateSquad): Promise<Squad> {
      if (!canCreateSquad(caller.role)) {
        throw appError('FORBIDDEN');
      }
      let id: string;
      try {
        id = await repo.transaction(async (tx) => {
          // The lock makes "count, then insert" atomic per organisation: a parallel create waits
          // here and then counts this one.
          const customer = await tx.lockCustomer(caller.customerId);
          if (!customer) {
            throw appError('FORBIDDEN');
          }
          const limit = teamLimitFor(customer.plan, customer.teamNos);
          if (!canAddSquad(limit, await tx.countSquads(caller.customerId))) {
            throw appError('SQUAD_LIMIT', limit ?? 0);
          }
          await checkUsers(tx, caller.customerId, { leadId: input.leadId, memberIds: input.memberIds });
          if (await tx.isAcronymTaken(caller.customerId, input.acronym)) {
            throw appError('ACRONYM_TAKEN').on('acronym');
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
        throw isUniqueViolation(error) ? appError('ACRONYM_TAKEN').on('acronym') : error;
      }
      return presentOne(caller, id);
    },

    async update(caller: Caller, id: string, input: UpdateSquad): Promise<Squad> {
      let leads: string[] = [];
      try {
        await repo.transaction(async (tx) => {
          const found = await tx.findSquad(caller, id, true);
          if (!found) {
            throw appError('SQUAD_NOT_FOUND');
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
          // The end-of-sprint retro is the lead's to run, so whoever may change the squad's
          // people (its lead, a Super Admin) sets it, as they create its retros.
          const retroTime =
            input.sprintRetroTime !== undefined && input.sprintRetroTime !== squad.sprintRetroTime
              ? { sprintRetroTime: input.sprintRetroTime }
              : {};
          if (
            (!allowed.canEditDetails && !allowed.canEditMembers) ||
            (changesDetails && !allowed.canEditDetails) ||
            (input.memberIds !== undefined && !allowed.canEditMembers) ||
            (input.sprintRetroTime !== undefined && !allowed.canEditMembers)
          ) {
            throw appError('FORBIDDEN');
          }
          const current = (await tx.membersOf([squad.id])).get(squad.id) ?? [];
          await checkUsers(tx, caller.customerId, {
            leadId: change.leadId,
            memberIds: input.memberIds,
            currentMemberIds: new Set(current.map((m) => m.id)),
          });
          if (change.acronym && (await tx.isAcronymTaken(caller.customerId, change.acronym, squad.id))) {
            throw appError('ACRONYM_TAKEN').on('acronym');
          }
          if (change.leadId !== undefined) {
            leads = [...(squad.leadId ? [squad.leadId] : []), change.leadId];
          }
          if (changesDetails || 'sprintRetroTime' in retroTime) {
            await tx.updateSquad(squad.id, { ...change, ...retroTime });
          } else if (input.memberIds !== undefined) {
            await tx.updateSquad(squad.id, {});
          }
          if (input.memberIds !== undefined) {
            await tx.setMembers(squad.id, input.memberIds);
          }
        });
      } catch (error) {
        throw isUniqueViolation(error) ? appError('ACRONYM_TAKEN').on('acronym') : error;
      }
      if (leads.length > 0) {
        // After the commit: the rooms re-read the role, which must already be the new one.
        events.emitLeadChanged({ userIds: leads });
      }
      if (leads.length > 0 || input.memberIds !== undefined) {
        events.emitPeopleChanged({ squadId: id });
      }
      return presentOne(caller, id);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await repo.transaction(async (tx) => {
        const found = await tx.findSquad(caller, id, true);
        if (!found) {
          throw appError('SQUAD_NOT_FOUND');
        }
        if (!squadPermissionsFor(caller, found.squad).canDelete) {
          throw appError('FORBIDDEN');
        }
        await tx.deleteSquad(id);
      });
      events.emitPeopleChanged({ squadId: id });
    },
  };
}
