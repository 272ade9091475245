import type { Caller } from '@squadboard/domain';
import { MSG } from '@squadboard/domain';
import { addDays, todayFor, todayIn } from '@squadboard/domain/common/calendar-date';
import { personName } from '@squadboard/domain/common/person-name';
import {
  burndown,
  burndownDays,
  canRunSprints,
  completeSprint,
  isOverCapacity,
  sprintCapacityHours,
  sprintRetro,
  workingDaysIn,
} from '@squadboard/domain/sprints/sprint-planning.rules';
import {
  type BoardAncestor,
  type CompleteSprint,
  type CompleteSprintResult,
  PAST_SPRINTS_LIMIT,
  type PastSprints,
  type PlannedSprint,
  type SprintBoard,
  type SprintPlan,
  type SprintState,
  type StartSprint,
} from '@squadboard/domain/sprints/sprint-run.schema';
import { DEFAULT_STATUS_CONFIG } from '@squadboard/domain/work-items/work-item.model';
import type { SprintRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { appError } from '../../http/app-error.ts';
import type { SprintRetrosService } from '../retros/sprint-retros.service.ts';
import { presentWorkItem } from '../work-items/work-items.presenter.ts';
import type { SprintEvents } from './sprint-events.ts';
import type { SprintRunsRepository } from './sprint-runs.repository.ts';
import { presentSprint } from './sprints.presenter.ts';
import type { SquadRef } from './sprints.repository.ts';

// The sprint lifecycle of one squad: planning its sprints against its capacity,
// starting one (at most one runs at a time), completing it (figures, burndown, the unfinished
// items carried on), the running sprint's board and the completed sprints. A squad plans with
// the organisation's cadence in force: the enterprise sprints when it is on, its own otherwise.

export type SprintRunsService = ReturnType<typeof createSprintRunsService>;

/** Parent levels the board walks up: Task → Story → Epic, with room to spare. */
const MAX_ANCESTOR_LEVELS = 4;

/** Hours are sums of reals: two decimals, so 0.1 + 0.2 shows as 0.3. */
const hours = (value: number) => Math.round(value * 100) / 100;

/** Whether a sprint belongs to the cadence the squad plans with now. */
function inScope(sprint: SprintRow, squadId: string, enterprise: boolean): boolean {
  return enterprise ? sprint.squadId === null : sprint.squadId === squadId;
}

/** Midnight UTC of a calendar day, for a query's bounds (callers widen them by a day for time zones). */
const instantOf = (day: string) => new Date(`${day}T00:00:00Z`);

export function createSprintRunsService(deps: {
  repo: SprintRunsRepository;
  /**
   * A start's transaction: the run, and the retro the squad's "a retro at the end of every
   * sprint" schedules for it, commit together.
   */
  work: UnitOfWork<{ runs: SprintRunsRepository; sprintRetros: SprintRetrosService }>;
  events: SprintEvents;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function squadOf(caller: Caller, squadId: string): Promise<SquadRef> {
    const squad = await repo.findVisibleSquad(caller, squadId);
    if (!squad) {
      throw appError('SQUAD_NOT_FOUND');
    }
    return squad;
  }

  const canManage = (caller: Caller, squad: SquadRef) =>
    canRunSprints(caller.role, squad.leadId === caller.id);

  /** Sprints as the squad plans them: its load in each against its capacity. */
  async function planned(
    caller: Caller,
    squad: SquadRef,
    rows: { sprint: SprintRow; state: SprintState }[],
    today: string,
  ): Promise<{ hoursPerDay: number | null; members: number; sprints: PlannedSprint[] }> {
    const ids = rows.map((row) => row.sprint.id);
    const hoursPerDay = await repo.workingHours(caller.customerId);
    const members = await repo.memberCount(squad.id);
    const usage = await repo.usage(ids);
    const loads = await repo.squadLoads(squad.id, ids);
    const sprints = rows.map(({ sprint, state }) => {
      const workingDays = workingDaysIn(sprint.startDate, sprint.endDate);
      const capacityHours =
        hoursPerDay === null ? null : hours(sprintCapacityHours(hoursPerDay, workingDays, members));
      const committedHours = hours(loads.get(sprint.id)?.committedHours ?? 0);
      return {
        sprint: presentSprint(sprint, today, usage.get(sprint.id)),
        state,
        workingDays,
        capacityHours,
        committedHours,
        itemCount: loads.get(sprint.id)?.itemCount ?? 0,
        overCapacity: capacityHours !== null && isOverCapacity(committedHours, capacityHours),
      };
    });
    return { hoursPerDay, members, sprints };
  }

  async function planOf(caller: Caller, squad: SquadRef): Promise<SprintPlan> {
    const enterprise = await repo.isEnterprise(caller.customerId);
    const today = todayFor(caller, now());
    const started = new Set((await repo.runsOf(squad.id)).map((run) => run.sprintId));
    const active = await repo.activeRun(squad.id);
    const upcoming = (await repo.listFrom(caller.customerId, enterprise ? null : squad.id, today)).filter(
      (sprint) => !started.has(sprint.id),
    );
    const rows = [
      ...(active ? [{ sprint: active.sprint, state: 'ACTIVE' as const }] : []),
      ...upcoming.map((sprint) => ({ sprint, state: 'PLANNED' as const })),
    ];
    const { hoursPerDay, members, sprints } = await planned(caller, squad, rows, today);
    return {
      squadId: squad.id,
      hoursPerDay,
      members,
      canManage: canManage(caller, squad),
      active: active ? (sprints[0] ?? null) : null,
      upcoming: active ? sprints.slice(1) : sprints,
    };
  }

  /** The Stories and Epics above the board's items, one query per level. */
  async function ancestorsOf(
    caller: Caller,
    items: readonly { id: string; parentId: string | null }[],
  ): Promise<BoardAncestor[]> {
    const known = new Set(items.map((item) => item.id));
    const unknownParents = (list: readonly { parentId: string | null }[]) => [
      ...new Set(list.flatMap((item) => (item.parentId && !known.has(item.parentId) ? [item.parentId] : []))),
    ];
    const ancestors: BoardAncestor[] = [];
    let frontier = unknownParents(items);
    for (let level = 0; frontier.length > 0 && level < MAX_ANCESTOR_LEVELS; level += 1) {
      const found = await repo.parents(caller, frontier);
      const climbing = [];
      for (const row of found) {
        known.add(row.id);
        if (row.type === 'Story' || row.type === 'Epic') {
          ancestors.push({
            id: row.id,
            type: row.type,
            acronymId: `${row.acronym}${row.acronymNumber}`,
            title: row.title,
            parentId: row.parentId,
          });
          // An Epic's parent is a Feature: no swimlane groups by it.
          if (row.type === 'Story') {
            climbing.push(row);
          }
        }
      }
      frontier = unknownParents(climbing);
    }
    return ancestors.sort((a, b) => a.acronymId.localeCompare(b.acronymId, 'en', { numeric: true }));
  }

  return {
    async plan(caller: Caller, squadId: string): Promise<SprintPlan> {
      return planOf(caller, await squadOf(caller, squadId));
    },

    async start(caller: Caller, sprintId: string, input: StartSprint): Promise<SprintPlan> {
      const squad = await squadOf(caller, input.squadId);
      if (!canManage(caller, squad)) {
        throw appError('FORBIDDEN');
      }
      let scheduled: Awaited<ReturnType<SprintRetrosService['schedule']>> = null;
      try {
        scheduled = await deps.work.transaction(async ({ runs: tx, sprintRetros }) => {
          const sprint = await tx.findSprint(caller.customerId, sprintId, { lock: true });
          if (!sprint || (sprint.squadId !== null && sprint.squadId !== squad.id)) {
            throw appError('SPRINT_NOT_FOUND');
          }
          if (!inScope(sprint, squad.id, await tx.isEnterprise(caller.customerId))) {
            throw appError('CADENCE_MISMATCH');
          }
          if ((await tx.runOf(sprint.id, squad.id))?.completedAt) {
            throw appError('SPRINT_COMPLETED');
          }
          const active = await tx.activeRun(squad.id);
          if (active) {
            throw appError('SPRINT_ALREADY_ACTIVE', active.sprint.name);
          }
          // What the Sprint panel's "added" and "removed after the start" are told against.
          const startItems = await tx.squadItems(squad.id, sprint.id);
          await tx.insertRun({
            customerId: caller.customerId,
            sprintId: sprint.id,
            squadId: squad.id,
            startedBy: caller.id,
            startItemIds: startItems.map((item) => item.id),
          });
          return sprintRetros.schedule({
            customerId: caller.customerId,
            squadId: squad.id,
            sprint,
            actorId: caller.id,
            at: now(),
          });
        });
      } catch (error) {
        // Two starts at once: the partial unique index lets one through; the other learns which.
        if (isUniqueViolation(error)) {
          throw appError('SPRINT_ALREADY_ACTIVE', (await repo.activeRun(squad.id))?.sprint.name ?? '');
        }
        throw error;
      }
      deps.events.emitChanged({ squadId: squad.id });
      if (scheduled) {
        await deps.work.sprintRetros.announce(scheduled, squad.name, caller.id);
      }
      return planOf(caller, squad);
    },

    async complete(
      caller: Caller,
      sprintId: string,
      input: CompleteSprint,
    ): Promise<Omit<CompleteSprintResult, 'message'> & { sprintName: string }> {
      const squad = await squadOf(caller, input.squadId);
      if (!canManage(caller, squad)) {
        throw appError('FORBIDDEN');
      }
      const result = await repo.transaction(async (tx) => {
        const sprint = await tx.findSprint(caller.customerId, sprintId);
        if (!sprint || (sprint.squadId !== null && sprint.squadId !== squad.id)) {
          throw appError('SPRINT_NOT_FOUND');
        }
        const active = await tx.activeRun(squad.id, { lock: true });
        if (!active || active.sprint.id !== sprint.id) {
          throw appError('SPRINT_NOT_ACTIVE');
        }
        let target: SprintRow | null = null;
        if (input.carryTo !== 'backlog') {
          target = (await tx.findSprint(caller.customerId, input.carryTo)) ?? null;
          if (
            !target ||
            target.id === sprint.id ||
            !inScope(target, squad.id, await tx.isEnterprise(caller.customerId)) ||
            (await tx.completedBy(target.id, squad.id))
          ) {
            throw appError('SPRINT_MOVE_TARGET_INVALID').on('carryTo');
          }
        }
        const items = await tx.squadItems(squad.id, sprint.id, { lock: true });
        const completion = completeSprint(items);
        const at = now();
        const zone = caller.timeZone;
        // The day each done item last reached Done, on the completer's calendar (an item made
        // Done without a history entry counts as done on the day of completion).
        const doneAt = await tx.lastDone(completion.completedIds);
        const done = new Set(completion.completedIds);
        const chart = burndown(
          burndownDays(sprint.startDate, sprint.endDate, todayIn(zone, active.startedAt), todayIn(zone, at)),
          items.map((item) => ({
            effortHours: item.effortHours,
            doneOn: done.has(item.id) ? todayIn(zone, doneAt.get(item.id) ?? at) : null,
          })),
        );
        await tx.moveItems(completion.carriedIds, target?.id ?? null, at);
        const actor = await tx.actor(caller.customerId, caller.id);
        const summary = MSG.sprint.historySprint(sprint.name, target?.name ?? MSG.sprint.backlog);
        await tx.addHistory(
          completion.carriedIds.map((workItemId) => ({
            customerId: caller.customerId,
            workItemId,
            actorId: caller.id,
            actorName: actor ? personName(actor) : '',
            summary,
            at,
          })),
        );
        const figures = {
          committedItems: completion.committedItems,
          completedItems: completion.completedItems,
          committedHours: hours(completion.committedHours),
          completedHours: hours(completion.completedHours),
        };
        await tx.completeRun(active.runId, {
          completedAt: at,
          completedBy: caller.id,
          figures,
          burndown: chart,
          carriedItemIds: completion.carriedIds,
        });
        return { sprintName: sprint.name, figures, carried: completion.carriedIds.length };
      });
      deps.events.emitChanged({ squadId: squad.id });
      return result;
    },

    async board(caller: Caller, squadId: string): Promise<SprintBoard> {
      const squad = await squadOf(caller, squadId);
      const statusConfig = (await repo.statusConfig(squad.id)) ?? DEFAULT_STATUS_CONFIG;
      const base = {
        squad: { id: squad.id, name: squad.name },
        statusConfig,
        canManage: canManage(caller, squad),
      };
      const active = await repo.activeRun(squad.id);
      if (!active) {
        return { ...base, sprint: null, items: [], ancestors: [] };
      }
      const rows = await repo.squadItems(squad.id, active.sprint.id);
      const { sprints } = await planned(
        caller,
        squad,
        [{ sprint: active.sprint, state: 'ACTIVE' }],
        todayFor(caller, now()),
      );
      return {
        ...base,
        sprint: sprints[0] ?? null,
        items: rows.map((row) => presentWorkItem(row, statusConfig, caller)),
        ancestors: await ancestorsOf(caller, rows),
      };
    },

    async past(caller: Caller, squadId: string): Promise<PastSprints> {
      const squad = await squadOf(caller, squadId);
      const runs = await repo.completedRuns(squad.id, PAST_SPRINTS_LIMIT);
      if (runs.length === 0) {
        return { items: [] };
      }
      const zone = caller.timeZone;
      const ends = runs.map((run) => run.sprint.endDate).sort();
      // A day more each side than the rule's window: scheduled days are on the viewer's calendar.
      const from = instantOf(addDays(ends[0] as string, -3));
      const to = instantOf(addDays(ends[ends.length - 1] as string, 9));
      const sprintIds = runs.map((run) => run.sprint.id);
      const retros = (await repo.retrosOfSprints(squad.id, sprintIds, from, to)).map((retro) => ({
        ...retro,
        scheduledOn: todayIn(zone, retro.scheduledAt),
      }));
      return {
        items: runs.map((run) => {
          const retro = sprintRetro(run.sprint, retros);
          return {
            sprintId: run.sprint.id,
            name: run.sprint.name,
            startDate: run.sprint.startDate,
            endDate: run.sprint.endDate,
            startedAt: run.startedAt.toISOString(),
            completedAt: run.completedAt.toISOString(),
            ...run.figures,
            burndown: run.burndown,
            retro: retro ? { id: retro.id, title: retro.title } : null,
          };
        }),
      };
    },
  };
}
