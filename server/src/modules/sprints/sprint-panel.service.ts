import type { Caller } from '@squadboard/domain';
import { todayIn } from '@squadboard/domain/common/calendar-date';
import { retroRoleFor } from '@squadboard/domain/retro/retro.rules';
import { isSprintChange, panelAs, panelViewFor } from '@squadboard/domain/retro/sprint-panel.rules';
import type {
  SprintPanelAnswer,
  SprintPanelFull,
  SprintPanelItem,
} from '@squadboard/domain/retro/sprint-panel.schema';
import { burndown, burndownDays, completeSprint } from '@squadboard/domain/sprints/sprint-planning.rules';
import type { BurndownDay } from '@squadboard/domain/sprints/sprint-run.schema';
import {
  STATUS_IDS,
  WORK_ITEM_STATUSES,
  type WorkItemStatusId,
  type WorkItemType,
} from '@squadboard/domain/work-items/work-item.model';
import { appError } from '../../http/app-error.ts';
import type { SprintPanelRepository } from './sprint-panel.repository.ts';
import type { SprintRunsRepository } from './sprint-runs.repository.ts';

// The retro room's Sprint panel: the sprint a retro looks back on, as the retro's squad
// ran it. Figures and burndown are the sprint lifecycle's own (completeSprint, burndown and
// burndownDays; the chart recorded at completion for a completed sprint), computed as things
// stand for a running one. Who sees what is sprint-panel.rules.ts; the room socket asks
// (realtime/sprint-panel.handlers.ts), so a guest, who has no HTTP session, gets it too.

export type SprintPanelService = ReturnType<typeof createSprintPanelService>;

/** Who asks: the seat's retro, and the signed-in caller read afresh (null: a guest). */
export interface PanelViewer {
  retroId: string;
  caller: Caller | null;
}

interface ItemRow {
  id: string;
  type: WorkItemType;
  title: string;
  acronym: string;
  acronymNumber: number;
  statusId: WorkItemStatusId;
  ownerName: string | null;
  size: number | null;
  effortHours: number | null;
  createdAt: Date;
}

/** Hours and sizes are sums of reals: two decimals, as the lifecycle rounds them. */
const round = (value: number) => Math.round(value * 100) / 100;
const sizeOf = (items: readonly ItemRow[]) => round(items.reduce((sum, item) => sum + (item.size ?? 0), 0));
const statusName = (id: WorkItemStatusId) => WORK_ITEM_STATUSES.find((s) => s.id === id)?.name ?? String(id);

function present(row: ItemRow): SprintPanelItem {
  return {
    key: `${row.acronym}${row.acronymNumber}`,
    title: row.title,
    type: row.type,
    status: statusName(row.statusId),
    assignee: row.ownerName,
    size: row.size,
  };
}

function changed(rows: readonly ItemRow[]) {
  return { count: rows.length, items: rows.map(present) };
}

export function createSprintPanelService(deps: {
  repo: SprintPanelRepository;
  /** The lifecycle's queries: the squad's items in a sprint, and when each last reached Done. */
  runs: Pick<SprintRunsRepository, 'squadItems' | 'lastDone'>;
  now?: () => Date;
}) {
  const { repo, runs } = deps;
  const now = deps.now ?? (() => new Date());

  type RetroRef = NonNullable<Awaited<ReturnType<SprintPanelRepository['retro']>>>;

  const roleOf = (caller: Caller, retro: RetroRef) =>
    retroRoleFor(caller, {
      customerId: retro.customerId,
      squadLeadId: retro.squadLeadId,
      facilitatorId: retro.status === 'INPROGRESS' ? retro.facilitatorId : null,
    });

  type RunRef = NonNullable<Awaited<ReturnType<SprintPanelRepository['run']>>>;

  /**
   * What joined and left the sprint after its start, guessed from the items' history: the
   * fallback for a run started before it recorded its items (startItemIds null). It misses bulk
   * moves, which write no history, and moves straight to another sprint.
   */
  async function changesFromHistory(retro: RetroRef, run: RunRef, all: readonly ItemRow[]) {
    const customerId = retro.customerId;
    const completedAt = run.completedAt;
    // Between the start and the completion (whose own moves, at that instant, are the carried).
    const before = (at: Date) => completedAt === null || at < completedAt;
    const movedIn = new Set(
      (
        await repo.changesOf(
          customerId,
          all.map((item) => item.id),
          run.startedAt,
          completedAt,
        )
      )
        .filter((entry) => isSprintChange(entry.summary))
        .map((entry) => entry.workItemId),
    );
    const added = all.filter(
      (item) => movedIn.has(item.id) || (item.createdAt > run.startedAt && before(item.createdAt)),
    );
    const out = new Map<string, ItemRow>();
    for (const row of await repo.backlogMovedBetween(customerId, retro.squadId, run.startedAt, completedAt)) {
      if (isSprintChange(row.summary) && !out.has(row.id)) {
        out.set(row.id, row);
      }
    }
    return { added, removed: [...out.values()] };
  }

  /** The whole panel, as the squad sees it; null when the sprint is gone. */
  async function fullPanel(
    retro: RetroRef,
    sprintId: string,
    zone: string | null,
  ): Promise<SprintPanelFull | null> {
    const customerId = retro.customerId;
    const sprint = await repo.sprint(customerId, sprintId);
    if (!sprint) {
      return null;
    }
    const run = await repo.run(customerId, sprint.id, retro.squadId);
    const inSprint: ItemRow[] = await runs.squadItems(retro.squadId, sprint.id);
    const isDone = (item: ItemRow) => item.statusId === STATUS_IDS.done;
    const completedAt = run?.completedAt ?? null;
    // A completion moved the unfinished items on: the run names them; one completed before it
    // kept their ids is read by the history that completion wrote.
    const carriedAway = !completedAt
      ? []
      : run?.carriedItemIds
        ? await repo.itemsByIds(customerId, run.carriedItemIds)
        : await repo.carriedAt(customerId, sprint.name, completedAt);
    const done = inSprint.filter(isDone);
    const seen = new Set(inSprint.map((item) => item.id));
    const notDone = [
      ...inSprint.filter((item) => !isDone(item)),
      ...carriedAway.filter((i) => !seen.has(i.id)),
    ];
    const all = [...done, ...notDone];
    const completion = completeSprint(all);
    const figures = {
      committedItems: run?.committedItems ?? completion.committedItems,
      completedItems: run?.completedItems ?? completion.completedItems,
      committedHours: round(run?.committedHours ?? completion.committedHours),
      completedHours: round(run?.completedHours ?? completion.completedHours),
      committedSize: sizeOf(all),
      completedSize: sizeOf(done),
    };
    let chart: BurndownDay[] = [];
    let added: ItemRow[] = [];
    let removed: ItemRow[] = [];
    if (run) {
      if (run.burndown && completedAt) {
        chart = run.burndown;
      } else {
        const at = now();
        const doneAt = await runs.lastDone(done.map((item) => item.id));
        chart = burndown(
          burndownDays(sprint.startDate, sprint.endDate, todayIn(zone, run.startedAt), todayIn(zone, at)),
          all.map((item) => ({
            effortHours: item.effortHours,
            doneOn: isDone(item) ? todayIn(zone, doneAt.get(item.id) ?? at) : null,
          })),
        );
      }
      if (run.startItemIds) {
        // Exact: told against what the run recorded at its start and what its completion carried.
        const atStart = new Set(run.startItemIds);
        added = all.filter((item) => !atStart.has(item.id));
        const stayed = new Set([...all.map((item) => item.id), ...(run.carriedItemIds ?? [])]);
        removed = await repo.itemsByIds(
          customerId,
          run.startItemIds.filter((id) => !stayed.has(id)),
        );
      } else {
        ({ added, removed } = await changesFromHistory(retro, run, all));
      }
    }
    return {
      view: 'full',
      sprint: {
        id: sprint.id,
        name: sprint.name,
        startDate: sprint.startDate,
        endDate: sprint.endDate,
        status: !run ? 'PLANNED' : completedAt ? 'COMPLETED' : 'ACTIVE',
      },
      figures,
      added: changed(added),
      removed: changed(removed),
      carried: { count: notDone.length },
      burndown: chart,
      done: done.map(present),
      notDone: notDone.map(present),
    };
  }

  return {
    /** The panel as this viewer may see it; null when the retro has no sprint or they may see nothing. */
    async panelFor({ retroId, caller }: PanelViewer): Promise<SprintPanelAnswer> {
      const retro = await repo.retro(retroId, caller?.customerId ?? null);
      if (!retro) {
        return { panel: null, hidden: false };
      }
      const hidden = !retro.sprintPanel;
      const view = panelViewFor({
        isGuest: caller === null,
        seesSquad:
          caller !== null && (caller.role === 'SUPER_ADMIN' || caller.squadIds.includes(retro.squadId)),
        isAdmin: caller !== null && roleOf(caller, retro) === 'RETRO_ADMIN',
        hidden,
      });
      if (view === 'none' || !retro.sprintId) {
        return { panel: null, hidden };
      }
      const full = await fullPanel(retro, retro.sprintId, caller?.timeZone ?? null);
      return { panel: full ? panelAs(full, view) : null, hidden };
    },

    /** The facilitator's switch: FORBIDDEN unless the caller is the room's admin now (read here). */
    async setShown({ retroId, caller }: PanelViewer, shown: boolean): Promise<{ hidden: boolean }> {
      const retro = caller ? await repo.retro(retroId, caller.customerId) : undefined;
      if (!caller || !retro || roleOf(caller, retro) !== 'RETRO_ADMIN') {
        throw appError('FORBIDDEN');
      }
      await repo.setShown(retro.customerId, retro.id, shown);
      return { hidden: !shown };
    },

    /** The live retros of these squads linked to a sprint: whose panels a change may concern. */
    async liveRetrosOf(squadIds: readonly string[]): Promise<string[]> {
      return (await repo.liveRetrosOf(squadIds)).map((row) => row.id);
    },
  };
}
