import type { Caller } from '@squadboard/domain';
import { MSG } from '@squadboard/domain';
import { todayFor } from '@squadboard/domain/common/calendar-date';
import { personName } from '@squadboard/domain/common/person-name';
import {
  canChangeCadence,
  canCreateSprints,
  canEditSprint,
  endDateFor,
  generateEnterpriseSprints,
  isSprintVisible,
  minimumStartDate,
  startDateProblem,
} from '@squadboard/domain/sprints/sprint.rules';
import type {
  CreateEnterpriseSprints,
  CreateSprintsResult,
  CreateSquadSprint,
  SprintConfig,
  SprintList,
} from '@squadboard/domain/sprints/sprint.schema';
import type { DeleteSprintQuery, UpdateSprint } from '@squadboard/domain/sprints/sprint-run.schema';
import type { SprintRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { presentSprint } from './sprints.presenter.ts';
import type { SprintsRepository, SquadRef } from './sprints.repository.ts';

export type SprintsService = ReturnType<typeof createSprintsService>;

function refuseStart(start: string, minimum: string): void {
  const problem = startDateProblem(start, minimum);
  if (problem === 'WEEKEND') {
    throw appError('WEEKEND').on('startDate');
  }
  if (problem === 'TOO_EARLY') {
    throw appError('START_TOO_EARLY', minimum).on('startDate');
  }
}

export function createSprintsService(deps: { repo: SprintsRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function config(caller: Caller): Promise<SprintConfig> {
    const [enterprise, squads] = await Promise.all([
      repo.isEnterprise(caller.customerId),
      repo.listVisibleSquads(caller),
    ]);
    return {
      enterpriseCadence: enterprise,
      canChangeCadence: canChangeCadence(caller.role),
      squads: squads.map((s) => ({
        id: s.id,
        name: s.name,
        canCreate: !enterprise && canCreateSprints(caller.role, false, s.leadId === caller.id),
      })),
    };
  }

  async function listOf(
    r: SprintsRepository,
    caller: Caller,
    squad: SquadRef | null,
    enterprise: boolean,
    today: string,
  ): Promise<SprintList> {
    const squadId = squad?.id ?? null;
    // One after the other: `r` may be a transaction's, on one connection, where overlapping
    // queries are deprecated (and refused from pg 9).
    // A sprint that ended before today is not active, so the query already leaves out all
    // that isSprintVisible hides; the rule still has the last word.
    const rows = await r.listFrom(caller.customerId, squadId, today);
    const usage = await r.usage(rows.map((row) => row.id));
    const latestEnd = await r.latestEnd(caller.customerId, squadId);
    const topNumber = squadId === null ? await r.maxEnterpriseNumber(caller.customerId) : null;
    const canCreate =
      squad === null
        ? enterprise && canCreateSprints(caller.role, true, false)
        : !enterprise && canCreateSprints(caller.role, false, squad.leadId === caller.id);
    return {
      enterpriseCadence: enterprise,
      squadId,
      sprints: rows
        .map((row) => presentSprint(row, today, usage.get(row.id)))
        .filter((s) => isSprintVisible(s, today, null)),
      minimumStartDate: minimumStartDate(latestEnd, today),
      today,
      canCreate,
      nextNumber: topNumber === null ? null : topNumber + 1,
    };
  }

  /**
   * Inside a transaction: the sprint, locked, if the caller may change it under the cadence in
   * force (the cadence row locked as creation does) and no squad has started it.
   */
  async function changeableSprint(tx: SprintsRepository, caller: Caller, id: string): Promise<SprintRow> {
    const sprint = await tx.findSprint(caller.customerId, id, { lock: true });
    const squad = sprint?.squadId ? await tx.findVisibleSquad(caller, sprint.squadId) : null;
    if (!sprint || squad === undefined) {
      throw appError('SPRINT_NOT_FOUND');
    }
    const enterprise = await tx.lockCadence(caller.customerId);
    const isEnterprise = sprint.squadId === null;
    if (!canEditSprint(caller.role, enterprise, isEnterprise, squad?.leadId === caller.id)) {
      // A Super Admin may change every sprint of the cadence in force: theirs is a stale page.
      throw caller.role === 'SUPER_ADMIN' ? appError('CADENCE_MISMATCH') : appError('FORBIDDEN');
    }
    if ((await tx.usage([sprint.id])).get(sprint.id)?.started) {
      throw appError('SPRINT_STARTED');
    }
    return sprint;
  }

  return {
    config,

    /** Sprint Settings' Edit: the name (squad sprints), the start and the length; the end follows. */
    async update(caller: Caller, id: string, input: UpdateSprint): Promise<void> {
      if (caller.role === 'SQUAD_MEMBER') {
        throw appError('FORBIDDEN');
      }
      return repo.transaction(async (tx) => {
        const sprint = await changeableSprint(tx, caller, id);
        if (input.name !== undefined && sprint.squadId === null && input.name !== sprint.name) {
          throw invalidField('name', MSG.sprint.enterpriseNameFixed);
        }
        const startDate = input.startDate ?? sprint.startDate;
        const workingDays = input.daysInSprint ?? sprint.workingDays;
        if (input.startDate !== undefined && input.startDate !== sprint.startDate) {
          // Only not before today: the minimum of creation (after the latest end) counts this
          // sprint itself; the overlap check below keeps the cadence's sprints apart instead.
          refuseStart(startDate, todayFor(caller, now()));
        }
        const endDate = endDateFor(startDate, workingDays);
        const dates = { startDate, endDate };
        if (await tx.overlapping(caller.customerId, sprint.squadId, sprint.id, dates)) {
          throw appError('SPRINT_OVERLAPS');
        }
        await tx.updateSprint(sprint.id, {
          ...(sprint.squadId !== null && input.name !== undefined ? { name: input.name } : {}),
          startDate,
          endDate,
          workingDays,
        });
      });
    },

    /** Sprint Settings' Delete: its items go to the backlog or another sprint first, if it has any. */
    async remove(caller: Caller, id: string, query: DeleteSprintQuery): Promise<void> {
      if (caller.role === 'SQUAD_MEMBER') {
        throw appError('FORBIDDEN');
      }
      return repo.transaction(async (tx) => {
        const sprint = await changeableSprint(tx, caller, id);
        const destination = query.moveItemsTo;
        const itemCount = (await tx.usage([sprint.id])).get(sprint.id)?.itemCount ?? 0;
        if (destination === undefined) {
          if (itemCount > 0) {
            throw appError('SPRINT_HAS_ITEMS', itemCount);
          }
          await tx.deleteSprint(sprint.id);
          return;
        }
        let target: SprintRow | null = null;
        if (destination !== 'backlog') {
          target = (await tx.findSprint(caller.customerId, destination)) ?? null;
          if (
            !target ||
            target.id === sprint.id ||
            target.squadId !== sprint.squadId ||
            (await tx.completedBySomeSquad(target.id))
          ) {
            throw appError('SPRINT_MOVE_TARGET_INVALID').on('moveItemsTo');
          }
        }
        const moved = await tx.moveAllItems(sprint.id, target?.id ?? null);
        const actor = await tx.actor(caller.customerId, caller.id);
        const summary = MSG.sprint.historySprint(sprint.name, target?.name ?? MSG.sprint.backlog);
        await tx.addHistory(
          moved.map((workItemId) => ({
            customerId: caller.customerId,
            workItemId,
            actorId: caller.id,
            actorName: actor ? personName(actor) : '',
            summary,
          })),
        );
        await tx.deleteSprint(sprint.id);
      });
    },

    async setCadence(caller: Caller, enterpriseCadence: boolean): Promise<SprintConfig> {
      if (!canChangeCadence(caller.role)) {
        throw appError('FORBIDDEN');
      }
      await repo.setEnterprise(caller.customerId, enterpriseCadence, caller.id);
      return config(caller);
    },

    /** The enterprise cadence's sprints, or one visible squad's. */
    async list(caller: Caller, squadId: string | undefined): Promise<SprintList> {
      const squad = squadId === undefined ? null : await repo.findVisibleSquad(caller, squadId);
      if (squad === undefined) {
        throw appError('SQUAD_NOT_FOUND');
      }
      const [enterprise, today] = await Promise.all([
        repo.isEnterprise(caller.customerId),
        todayFor(caller, now()),
      ]);
      return listOf(repo, caller, squad, enterprise, today);
    },

    async createEnterprise(
      caller: Caller,
      input: CreateEnterpriseSprints,
    ): Promise<Omit<CreateSprintsResult, 'message'>> {
      if (!canCreateSprints(caller.role, true, false)) {
        throw appError('FORBIDDEN');
      }
      return repo.transaction(async (tx) => {
        if (!(await tx.lockCadence(caller.customerId))) {
          throw appError('CADENCE_MISMATCH');
        }
        const today = todayFor(caller, now());
        refuseStart(input.startDate, minimumStartDate(await tx.latestEnd(caller.customerId, null), today));
        const planned = generateEnterpriseSprints(
          input.startDate,
          input.daysInSprint,
          input.numberOfSprints,
          (await tx.maxEnterpriseNumber(caller.customerId)) + 1,
        );
        const rows = await tx.insertSprints(
          planned.map((p) => ({
            customerId: caller.customerId,
            squadId: null,
            name: p.name,
            number: p.number,
            startDate: p.startDate,
            endDate: p.endDate,
            workingDays: input.daysInSprint,
            createdBy: caller.id,
          })),
        );
        return {
          created: rows.map((row) => presentSprint(row, today)),
          list: await listOf(tx, caller, null, true, today),
        };
      });
    },

    async createForSquad(
      caller: Caller,
      input: CreateSquadSprint,
    ): Promise<Omit<CreateSprintsResult, 'message'>> {
      if (caller.role === 'SQUAD_MEMBER') {
        throw appError('FORBIDDEN');
      }
      const squad = await repo.findVisibleSquad(caller, input.squadId);
      if (!squad) {
        throw appError('SQUAD_NOT_FOUND');
      }
      if (!canCreateSprints(caller.role, false, squad.leadId === caller.id)) {
        throw appError('FORBIDDEN');
      }
      return repo.transaction(async (tx) => {
        if (await tx.lockCadence(caller.customerId)) {
          // Under the enterprise cadence only a Super Admin plans, and not per squad.
          throw canCreateSprints(caller.role, true, false)
            ? appError('CADENCE_MISMATCH')
            : appError('FORBIDDEN');
        }
        const today = todayFor(caller, now());
        refuseStart(
          input.startDate,
          minimumStartDate(await tx.latestEnd(caller.customerId, squad.id), today),
        );
        // The end date is always computed here; whatever a client computed is never stored.
        const rows = await tx.insertSprints([
          {
            customerId: caller.customerId,
            squadId: squad.id,
            name: input.name,
            number: null,
            startDate: input.startDate,
            endDate: endDateFor(input.startDate, input.daysInSprint),
            workingDays: input.daysInSprint,
            createdBy: caller.id,
          },
        ]);
        return {
          created: rows.map((row) => presentSprint(row, today)),
          list: await listOf(tx, caller, squad, false, today),
        };
      });
    },
  };
}
