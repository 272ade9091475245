import { type Caller, encodeMeetingId, MSG, personName } from '@squadboard/domain';
import { rankBetween } from '@squadboard/domain/common/rank';
import type { WorkItemStatusId, WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import {
  acronymPrefix,
  canEditWorkItem,
  canSitUnder,
  descriptionField,
  PARENT_KINDS,
  parentProblem,
  plannedDateProblem,
  typeChoices,
  wrongParentMessage,
} from '@squadboard/domain/work-items/work-item.rules';
import type {
  CreateWorkItem,
  ParentChoice,
  UpdateWorkItem,
  WorkItem,
  WorkItemHistoryEntry,
} from '@squadboard/domain/work-items/work-item.schema';
import type { NewWorkItem, WorkItemRow } from '../../db/schema/index.ts';
import { AppError, appError, invalidField } from '../../http/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  checkStatusChange,
  editableItem,
  statusChangeEntry,
  statusConfigOf,
  visibleItem,
} from './work-item-access.ts';
import {
  changedFields,
  checkSprintChoice,
  descriptionOfText,
  tellChanged,
  tellPeople,
  withCleanDescriptions,
} from './work-item-changes.ts';
import type { WorkItemEvents } from './work-item-events.ts';
import { presentHistory, presentWorkItem } from './work-items.presenter.ts';
import type { WorkItemsRepository } from './work-items.repository.ts';

// Work items: create, read, edit and move through the workflow. Every change runs in
// one transaction with the item locked and writes a history entry; the rules are domain's.

export type WorkItemsService = ReturnType<typeof createWorkItemsService>;

const PARENT_CHOICES = 50;

/** A new item made from a retro card: where it came from, and the card's words. */
export interface RetroCardOrigin {
  retroId: string;
  cardId: string;
  retroTitle: string;
  /** Plain text, kept as the item's description (descriptionField: a Bug's Actual Result). */
  description: string;
}

export function createWorkItemsService(deps: {
  repo: WorkItemsRepository;
  /** Told after each change commits (sprint boards update live); none when another module's transaction drives it. */
  events?: WorkItemEvents;
  now?: () => Date;
  /** Tells new owners and release tags after the commit. */
  notifications?: NotificationsService;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function actorName(r: WorkItemsRepository, caller: Caller): Promise<string> {
    const me = await r.assignable(caller.customerId, caller.id);
    return me ? personName(me) : '';
  }

  async function ownerNameOf(r: WorkItemsRepository, caller: Caller, ownerId: string | null) {
    if (!ownerId) {
      return null;
    }
    const owner = await r.assignable(caller.customerId, ownerId);
    if (!owner) {
      throw invalidField('ownerId', MSG.workItems.ownerNotFound);
    }
    return personName(owner);
  }

  /** Where a new or moved item sits: its parent (checked against the hierarchy) and project. */
  async function placement(
    r: WorkItemsRepository,
    caller: Caller,
    type: WorkItemRow['type'],
    parentId: string | null,
  ): Promise<{ parentId: string | null; projectId: string | null }> {
    if (type === 'Feature') {
      const project = parentId ? await r.project(caller.customerId, parentId) : undefined;
      if (!project) {
        throw invalidField('parentId', MSG.workItems.projectRequired);
      }
      return { parentId: null, projectId: project.id };
    }
    if (!parentId) {
      return { parentId: null, projectId: null };
    }
    const parent = await visibleItem(r, caller, parentId).catch((error: unknown) => {
      throw error instanceof AppError ? invalidField('parentId', MSG.workItems.parentRequired) : error;
    });
    if (!canSitUnder(type, parent.type)) {
      throw invalidField('parentId', wrongParentMessage(type));
    }
    return { parentId: parent.id, projectId: parent.projectId };
  }

  /** A new type must fit under the parent the item will have and over all of its children. */
  async function checkNewType(
    r: WorkItemsRepository,
    caller: Caller,
    item: WorkItemRow,
    type: WorkItemType,
    parentId: string | null | undefined,
  ): Promise<void> {
    // A changed parent is checked against the new type by placement(); here only the children.
    const keptParentId = parentId === undefined ? item.parentId : null;
    const parent = keptParentId ? await r.find(caller.customerId, keptParentId) : undefined;
    if (!typeChoices(item.type, parent?.type ?? null, await r.childTypes(item.id)).includes(type)) {
      throw invalidField('type', MSG.workItems.typeDoesNotFit);
    }
  }

  async function present(r: WorkItemsRepository, row: WorkItemRow, caller: Caller): Promise<WorkItem> {
    return presentWorkItem(row, await statusConfigOf(r, row.squadId), caller);
  }

  return {
    async get(caller: Caller, id: string): Promise<WorkItem> {
      const row = await visibleItem(repo, caller, id);
      const retro = row.retroId ? await repo.retroOrigin(caller, row.retroId) : undefined;
      const origin = retro
        ? { retroId: retro.retroId, retroTitle: retro.retroTitle, room: encodeMeetingId(retro.meetingId) }
        : null;
      return { ...(await present(repo, row, caller)), origin };
    },

    /** Whether the caller may make an item of `type` in the squad: create()'s own checks. */
    async canCreateIn(caller: Caller, squadId: string, type: WorkItemType): Promise<boolean> {
      return canEditWorkItem(caller.role, type) && (await repo.visibleSquad(caller, squadId)) !== undefined;
    },

    /** `from`: the retro card it is made of, which its row and first history entry name. */
    async create(caller: Caller, input: CreateWorkItem, from?: RetroCardOrigin): Promise<WorkItem> {
      if (!canEditWorkItem(caller.role, input.type)) {
        throw appError('WORK_ITEM_READ_ONLY');
      }
      const row = await repo.transaction(async (r) => {
        const squad = input.squadId ? await r.visibleSquad(caller, input.squadId) : undefined;
        if (input.type !== 'Feature' && !squad) {
          throw invalidField('squadId', MSG.workItems.squadRequired);
        }
        if (input.squadId && !squad) {
          throw invalidField('squadId', MSG.workItems.squadRequired);
        }
        const { parentId, projectId } = await placement(r, caller, input.type, input.parentId);
        const owner = projectId ? await r.project(caller.customerId, projectId) : undefined;
        const prefix = acronymPrefix(owner?.acronym ?? squad?.acronym ?? '', input.type);
        let rank = rankBetween(null, null);
        if (squad) {
          await r.lockBacklog(squad.id);
          rank = rankBetween(await r.lastRank(squad.id), null);
        }
        const values: NewWorkItem = {
          customerId: caller.customerId,
          type: input.type,
          title: input.title,
          squadId: squad?.id ?? null,
          parentId,
          projectId,
          ownerId: input.ownerId,
          ownerName: await ownerNameOf(r, caller, input.ownerId),
          reporterId: caller.id,
          reporterName: await actorName(r, caller),
          priority: input.priority,
          severity: input.severity,
          acronym: prefix,
          acronymNumber: await r.nextNumber(caller.customerId, prefix),
          rank,
          createdBy: caller.id,
          ...(from
            ? {
                retroId: from.retroId,
                retroCardId: from.cardId,
                [descriptionField(input.type)]: descriptionOfText(from.description),
              }
            : {}),
        };
        const created = await r.insert(values);
        await r.addHistory({
          customerId: caller.customerId,
          workItemId: created.id,
          actorId: caller.id,
          actorName: await actorName(r, caller),
          toStatusId: created.statusId,
          summary: from ? MSG.workItems.historyFromRetro(from.retroTitle) : MSG.workItems.historyCreated,
        });
        return created;
      });
      const item = await present(repo, row, caller);
      tellChanged(deps.events, item, null);
      await tellPeople(deps.notifications, caller, item, null);
      return item;
    },

    async update(caller: Caller, id: string, edit: UpdateWorkItem): Promise<WorkItem> {
      const change = withCleanDescriptions(edit);
      const { row, before, prior } = await repo.transaction(async (r) => {
        const item = await editableItem(r, caller, id);
        if (item.type === 'Feature' && change.parentId === item.projectId) {
          // A Feature's parent is its project, which it keeps.
          delete change.parentId;
        }
        const next: Partial<NewWorkItem> = { ...change };
        if (change.squadId !== undefined && change.squadId !== item.squadId) {
          if (
            change.squadId === null
              ? item.type !== 'Feature'
              : !(await r.visibleSquad(caller, change.squadId))
          ) {
            throw invalidField('squadId', MSG.workItems.squadRequired);
          }
          // It joins the end of its new squad's backlog: its old rank means nothing there.
          if (change.squadId) {
            await r.lockBacklog(change.squadId);
            next.rank = rankBetween(await r.lastRank(change.squadId), null);
          }
        }
        const type = change.type ?? item.type;
        if (type !== item.type) {
          await checkNewType(r, caller, item, type, change.parentId);
          // The acronym id names the type (PAYS12 → PAYT31): a new type takes its own number.
          next.acronym = acronymPrefix(item.acronym.slice(0, -1), type);
          next.acronymNumber = await r.nextNumber(caller.customerId, next.acronym);
        }
        if (change.parentId !== undefined && change.parentId !== item.parentId) {
          const unplaced = parentProblem(type, item.parentId !== null, change.parentId);
          if (unplaced) {
            throw invalidField('parentId', unplaced);
          }
          const placed = await placement(r, caller, type, change.parentId);
          Object.assign(next, placed);
          if (placed.projectId !== item.projectId) {
            await r.setProjectOfDescendants(item.id, placed.projectId);
          }
        }
        if (change.ownerId !== undefined) {
          next.ownerName = await ownerNameOf(r, caller, change.ownerId);
        }
        if (change.reporterId !== undefined) {
          const reporter = change.reporterId && (await r.assignable(caller.customerId, change.reporterId));
          if (change.reporterId && !reporter) {
            throw invalidField('reporterId', MSG.workItems.reporterNotFound);
          }
          next.reporterName = reporter ? personName(reporter) : null;
        }
        for (const impacted of change.impactedSquadIds ?? []) {
          if (!(await r.visibleSquad(caller, impacted))) {
            throw invalidField('impactedSquadIds', MSG.workItems.impactedSquadsInvalid);
          }
        }
        const squadId = change.squadId !== undefined ? change.squadId : item.squadId;
        const sprintId = change.sprintId !== undefined ? change.sprintId : item.sprintId;
        // A kept sprint is checked again when the squad changes: it must be the new squad's too.
        const joins = sprintId !== item.sprintId || squadId !== item.squadId;
        if (sprintId && (change.sprintId !== undefined || joins)) {
          await checkSprintChoice(r, caller, sprintId, squadId, joins);
        }
        const dates = plannedDateProblem(
          {
            plannedStart: change.plannedStart !== item.plannedStart ? change.plannedStart : undefined,
            plannedEnd: change.plannedEnd !== item.plannedEnd ? change.plannedEnd : undefined,
          },
          now(),
        );
        if (dates) {
          throw invalidField(dates.field, dates.message);
        }
        const start = change.plannedStart !== undefined ? change.plannedStart : item.plannedStart;
        const end = change.plannedEnd !== undefined ? change.plannedEnd : item.plannedEnd;
        if (start && end && end < start) {
          throw invalidField('plannedEnd', MSG.workItems.plannedEndBeforeStart);
        }
        const fields = changedFields(item, change);
        const updated = await r.update(id, next);
        if (fields.length > 0) {
          await r.addHistory({
            customerId: caller.customerId,
            workItemId: id,
            actorId: caller.id,
            actorName: await actorName(r, caller),
            summary: MSG.workItems.historyChanged(fields.join(', ')),
          });
        }
        return { row: updated, before: item.squadId, prior: item };
      });
      const item = await present(repo, row, caller);
      tellChanged(deps.events, item, before);
      await tellPeople(deps.notifications, caller, item, prior);
      return item;
    },

    /**
     * Moves the item through its squad's workflow: only an allowed next status, with the fields
     * that status needs, and Done only once every child is (spec 001 §4).
     */
    async changeStatus(caller: Caller, id: string, to: WorkItemStatusId): Promise<WorkItem> {
      const row = await repo.transaction(async (r) => {
        const item = await editableItem(r, caller, id);
        await checkStatusChange(r, item, to);
        const updated = await r.update(id, { statusId: to });
        await r.addHistory({
          customerId: caller.customerId,
          workItemId: id,
          actorId: caller.id,
          actorName: await actorName(r, caller),
          ...statusChangeEntry(item, to),
        });
        return updated;
      });
      const item = await present(repo, row, caller);
      tellChanged(deps.events, item, null);
      return item;
    },

    /** The Features under a project, or under an initiative's projects (the portfolio's detail view). */
    async features(caller: Caller, portfolioId: string): Promise<WorkItem[]> {
      const rows = await repo.featuresUnder(caller.customerId, portfolioId);
      const visible: WorkItem[] = [];
      for (const row of rows) {
        if (!row.squadId || (await repo.visibleSquad(caller, row.squadId))) {
          visible.push(presentWorkItem(row, await statusConfigOf(repo, row.squadId), caller));
        }
      }
      return visible;
    },

    /** Up to 50 open items an item of `type` may sit under (a Feature's parent is a Project). */
    async parentChoices(caller: Caller, type: WorkItemType, q: string): Promise<ParentChoice[]> {
      const kinds = PARENT_KINDS[type].filter((kind): kind is WorkItemType => kind !== 'Project');
      if (kinds.length === 0) {
        return [];
      }
      const rows = await repo.parentCandidates(caller, kinds, q, PARENT_CHOICES);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        acronymId: `${row.acronym}${row.acronymNumber}`,
        title: row.title,
        projectId: row.projectId,
      }));
    },

    async children(caller: Caller, id: string): Promise<WorkItem[]> {
      const item = await visibleItem(repo, caller, id);
      const rows = await repo.children(caller.customerId, item.id);
      const config = await statusConfigOf(repo, item.squadId);
      return rows.map((row) => presentWorkItem(row, config, caller));
    },

    /**
     * Refuses unless the caller may see the item (404) and, to `write` (comment on it), change it
     * too (403 for a Feature unless Super Admin), as for its other fields.
     */
    async checkAccess(caller: Caller, id: string, write: boolean): Promise<void> {
      const item = await visibleItem(repo, caller, id);
      if (write && !canEditWorkItem(caller.role, item.type)) {
        throw appError('WORK_ITEM_READ_ONLY');
      }
    },

    async history(caller: Caller, id: string): Promise<WorkItemHistoryEntry[]> {
      await visibleItem(repo, caller, id);
      return (await repo.history(id)).map(presentHistory);
    },
  };
}
