import { type Caller, MSG, personName } from '@squadboard/domain';
import { decodeCursor, encodeCursor } from '@squadboard/domain/common/cursor';
import { rankBetween } from '@squadboard/domain/common/rank';
import { squadPermissionsFor } from '@squadboard/domain/squads/squad.rules';
import type { StatusConfig } from '@squadboard/domain/work-items/work-item.model';
import { normaliseStatusConfig, statusConfigProblem } from '@squadboard/domain/work-items/work-item.rules';
import {
  type BacklogExportQuery,
  type BacklogPage,
  type BacklogQuery,
  type BulkWorkItemChange,
  type StatusConfigPayload,
  WORK_ITEM_LIMITS,
  type WorkItem,
} from '@squadboard/domain/work-items/work-item.schema';
import type { NewWorkItem, WorkItemRow } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { backlogCsv } from './backlog-csv.ts';
import { checkStatusChange, editableItem, statusChangeEntry, statusConfigOf } from './work-item-access.ts';
import { checkSprintChoice, tellChanged, tellPeople } from './work-item-changes.ts';
import type { WorkItemEvents } from './work-item-events.ts';
import { presentWorkItem } from './work-items.presenter.ts';
import type { WorkItemsRepository } from './work-items.repository.ts';

// A squad's backlog: its items without a sprint, in rank order, a page at a time; a
// drag writes the moved item's rank only; a multi-select changes many items in one transaction;
// and the squad's status configuration, which decides what the backlog lists.

export type BacklogService = ReturnType<typeof createBacklogService>;

const CURSOR_SORT = 'rank';

export function createBacklogService(deps: {
  repo: WorkItemsRepository;
  /** Told after each change commits (sprint boards update live). */
  events?: WorkItemEvents;
  /** Tells the new owner of each item a bulk change assigned. */
  notifications?: NotificationsService;
}) {
  const { repo } = deps;

  async function squadOf(r: WorkItemsRepository, caller: Caller, squadId: string) {
    const squad = await r.visibleSquad(caller, squadId);
    if (!squad) {
      throw appError('SQUAD_NOT_FOUND');
    }
    return squad;
  }

  async function page(caller: Caller, query: BacklogQuery): Promise<BacklogPage> {
    await squadOf(repo, caller, query.squadId);
    let after: (string | number)[] | null = null;
    if (query.after !== undefined) {
      after = decodeCursor(query.after, CURSOR_SORT, ['rank', 'uuid']);
      if (!after) {
        throw invalidField('after', MSG.actions.listPositionInvalid);
      }
    }
    const config = await statusConfigOf(repo, query.squadId);
    const { rows, more, total } = await repo.backlog(
      { ...query, statuses: config.backlog },
      after,
      query.limit,
    );
    const last = rows.at(-1);
    return {
      items: rows.map((row) => presentWorkItem(row, config, caller)),
      total,
      nextCursor: more && last ? encodeCursor(CURSOR_SORT, [last.rank, last.id]) : null,
    };
  }

  /** Each changed item to the sprint boards, presented after the commit (a bulk change keeps squads). */
  async function tellEach(caller: Caller, rows: readonly WorkItemRow[]): Promise<void> {
    if (!deps.events) {
      return;
    }
    const configs = new Map<string | null, StatusConfig>();
    for (const row of rows) {
      let config = configs.get(row.squadId);
      if (!config) {
        config = await statusConfigOf(repo, row.squadId);
        configs.set(row.squadId, config);
      }
      tellChanged(deps.events, presentWorkItem(row, config, caller), null);
    }
  }

  return {
    page,

    /** Every item the filters match, in rank order (up to the export limit), as CSV. */
    async exportCsv(caller: Caller, query: BacklogExportQuery): Promise<string> {
      const items: WorkItem[] = [];
      let after: string | undefined;
      do {
        const next = await page(caller, { ...query, after, limit: WORK_ITEM_LIMITS.backlogPageMax });
        items.push(...next.items);
        after = next.nextCursor ?? undefined;
      } while (after && items.length < WORK_ITEM_LIMITS.exportMax);
      return backlogCsv(items.slice(0, WORK_ITEM_LIMITS.exportMax));
    },

    /** Puts the item right after `afterId` (the top when null) in its squad's backlog. */
    async rank(caller: Caller, id: string, afterId: string | null): Promise<WorkItem> {
      const row = await repo.transaction(async (r) => {
        const item = await editableItem(r, caller, id);
        if (!item.squadId || item.sprintId) {
          throw appError('WORK_ITEM_NOT_FOUND');
        }
        await r.lockBacklog(item.squadId);
        let before: string | null = null;
        if (afterId) {
          const after = await r.find(caller.customerId, afterId);
          if (!after || after.squadId !== item.squadId || after.sprintId || after.id === item.id) {
            throw invalidField('afterId', MSG.generic.notFound);
          }
          before = after.rank;
        }
        const next = await r.rankAfter(item.squadId, before, item.id);
        return r.update(id, { rank: rankBetween(before, next) });
      });
      const item = presentWorkItem(row, await statusConfigOf(repo, row.squadId), caller);
      tellChanged(deps.events, item, null);
      return item;
    },

    /**
     * One change to many items, all or nothing: a sprint (or the backlog), a status through each
     * item's workflow, or an owner. Answers how many items it changed (0: all had it already).
     */
    async bulk(caller: Caller, change: BulkWorkItemChange): Promise<number> {
      const owners = new Map<string, string | null>();
      const changed = await repo.transaction(async (r) => {
        const ids = [...new Set(change.ids)];
        const rows = await r.findMany(caller.customerId, ids);
        if (rows.length !== ids.length) {
          throw appError('WORK_ITEM_NOT_FOUND');
        }
        let ownerName: string | null | undefined;
        if (change.ownerId !== undefined) {
          const owner = change.ownerId ? await r.assignable(caller.customerId, change.ownerId) : null;
          if (change.ownerId && !owner) {
            throw invalidField('ownerId', MSG.workItems.ownerNotFound);
          }
          ownerName = owner ? personName(owner) : null;
        }
        const actor = await r.assignable(caller.customerId, caller.id);
        const updated: WorkItemRow[] = [];
        for (const row of rows) {
          owners.set(row.id, row.ownerId);
          await editableItem(r, caller, row.id);
          const next: Partial<NewWorkItem> = {};
          if (change.sprintId !== undefined && change.sprintId !== row.sprintId) {
            if (change.sprintId) {
              await checkSprintChoice(
                r,
                caller,
                change.sprintId,
                row.squadId,
                change.sprintId !== row.sprintId,
              );
            }
            next.sprintId = change.sprintId;
          }
          if (change.ownerId !== undefined && change.ownerId !== row.ownerId) {
            next.ownerId = change.ownerId;
            next.ownerName = ownerName ?? null;
          }
          if (change.statusId !== undefined && change.statusId !== row.statusId) {
            await checkStatusChange(r, row, change.statusId);
            next.statusId = change.statusId;
            await r.addHistory({
              customerId: caller.customerId,
              workItemId: row.id,
              actorId: caller.id,
              actorName: actor ? personName(actor) : '',
              ...statusChangeEntry(row, change.statusId),
            });
          }
          // An item that already has what was asked is left as it is, and not counted: the web
          // then says that nothing changed instead of a success.
          if (Object.keys(next).length > 0) {
            updated.push(await r.update(row.id, next));
          }
        }
        return updated;
      });
      await tellEach(caller, changed);
      for (const row of changed) {
        const item = { ...row, acronymId: `${row.acronym}${row.acronymNumber}` };
        // A bulk change never touches releases: only the assignment can be news.
        await tellPeople(deps.notifications, caller, item, {
          ownerId: owners.get(row.id) ?? null,
          releaseVersions: row.releaseVersions,
        });
      }
      return changed.length;
    },

    /** Refuses (SQUAD_NOT_FOUND) a squad the caller may not see: whose sprint board they may not watch. */
    async checkSquad(caller: Caller, squadId: string): Promise<void> {
      await squadOf(repo, caller, squadId);
    },

    async statusConfig(caller: Caller, squadId: string): Promise<StatusConfig> {
      await squadOf(repo, caller, squadId);
      return statusConfigOf(repo, squadId);
    },

    /** Spec 001 §7 call 15: the squad's lead or a Super Admin sets which statuses it uses. */
    async saveStatusConfig(
      caller: Caller,
      squadId: string,
      payload: StatusConfigPayload,
    ): Promise<StatusConfig> {
      const squad = await squadOf(repo, caller, squadId);
      if (!squadPermissionsFor(caller, squad).canEditMembers) {
        throw appError('WORKFLOW_FORBIDDEN');
      }
      const config = normaliseStatusConfig(payload as StatusConfig);
      const problem = statusConfigProblem(config);
      if (problem) {
        throw invalidField('statuses', problem);
      }
      await repo.saveStatusConfig(caller.customerId, squadId, config);
      return config;
    },
  };
}
