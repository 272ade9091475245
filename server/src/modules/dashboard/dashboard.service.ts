import type { Caller } from '@squadboard/domain';
import { todayFor } from '@squadboard/domain/common/calendar-date';
import {
  DASHBOARD_LIMITS,
  daysLeft,
  isPastDue,
  isReviewOverdue,
  nextStepsFor,
  reviewHorizon,
} from '@squadboard/domain/dashboard/dashboard.rules';
import type {
  DashboardActions,
  DashboardNextSteps,
  DashboardRetros,
  DashboardRisks,
  DashboardSprints,
  DashboardWorkItems,
} from '@squadboard/domain/dashboard/dashboard.schema';
import { presentRetro } from './dashboard.presenter.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

// The dashboard home's blocks: one call per block, so each loads and fails on its own.
// Everything is read for the caller from the session; "today" is the caller's own calendar day
// (their profile's time zone, read with the session), as the sprint and RAID pages count it.

export type DashboardService = ReturnType<typeof createDashboardService>;

export function createDashboardService(deps: { repo: DashboardRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async retros(caller: Caller): Promise<DashboardRetros> {
      const [running, scheduled] = await Promise.all([
        repo.retros(caller, 'INPROGRESS', DASHBOARD_LIMITS.retros),
        repo.retros(caller, 'SCHEDULED', DASHBOARD_LIMITS.retros),
      ]);
      return {
        running: running.rows.map(presentRetro),
        runningTotal: running.total,
        scheduled: scheduled.rows.map(presentRetro),
        scheduledTotal: scheduled.total,
      };
    },

    async actions(caller: Caller): Promise<DashboardActions> {
      const today = todayFor(caller, now());
      const [mine, items] = await Promise.all([
        repo.myActions(caller, DASHBOARD_LIMITS.actions),
        repo.myRegisterItems(caller, DASHBOARD_LIMITS.actions),
      ]);
      return {
        actions: mine.rows.map((row) => ({
          id: row.id,
          number: row.number,
          title: row.title,
          // The query keeps only Open and In Progress.
          status: row.status as 'Open' | 'In Progress',
          dueDate: row.dueDate,
          overdue: isPastDue(row.dueDate, today),
          context: row.squadName,
        })),
        actionsTotal: mine.total,
        registerItems: items.rows.map((row) => ({
          id: row.id,
          title: row.title,
          status: row.status,
          dueDate: row.dueDate,
          overdue: isPastDue(row.dueDate, today),
          context: row.registerName,
        })),
        registerItemsTotal: items.total,
      };
    },

    async workItems(caller: Caller): Promise<DashboardWorkItems> {
      const { rows, total } = await repo.mySprintItems(caller, DASHBOARD_LIMITS.workItems);
      return {
        items: rows.map((row) => ({
          id: row.id,
          acronymId: `${row.acronym}${row.acronymNumber}`,
          title: row.title,
          type: row.type,
          statusId: row.statusId,
          squadId: row.squadId,
          squadName: row.squadName,
          sprintName: row.sprintName,
        })),
        total,
      };
    },

    async sprints(caller: Caller): Promise<DashboardSprints> {
      const today = todayFor(caller, now());
      const { rows, total } = await repo.activeSprints(caller, DASHBOARD_LIMITS.sprints);
      return {
        sprints: rows.map(({ total: _total, ...row }) => ({
          ...row,
          daysLeft: daysLeft(row.endDate, today),
        })),
        total,
      };
    },

    async risks(caller: Caller): Promise<DashboardRisks> {
      const today = todayFor(caller, now());
      const { rows, total } = await repo.risksDue(caller, reviewHorizon(today), DASHBOARD_LIMITS.risks);
      const items = rows.flatMap((row) =>
        row.dueDate === null
          ? []
          : [
              {
                id: row.id,
                acronymId: `${row.acronym}${row.acronymNumber}`,
                title: row.title,
                type: row.type,
                status: row.status,
                dueDate: row.dueDate,
                overdue: isReviewOverdue(row, today),
                ownerName: row.ownerName,
                mine: row.mine,
              },
            ],
      );
      return { items, total };
    },

    async nextSteps(caller: Caller): Promise<DashboardNextSteps> {
      const progress = await repo.setupProgress(caller.customerId);
      return { steps: nextStepsFor(caller.role, progress), hasSquad: progress.hasSquad };
    },
  };
}
