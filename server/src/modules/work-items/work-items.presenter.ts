import type { Caller } from '@squadboard/domain';
import type { PriorityLevel, StatusConfig } from '@squadboard/domain/work-items/work-item.model';
import { allowedNextStatuses, workItemAbilities } from '@squadboard/domain/work-items/work-item.rules';
import type { WorkItem, WorkItemHistoryEntry } from '@squadboard/domain/work-items/work-item.schema';
import type { WorkItemRow } from '../../db/schema/index.ts';
import type { WorkItemHistoryRow } from './work-items.repository.ts';

export function presentHistory(row: WorkItemHistoryRow): WorkItemHistoryEntry {
  return {
    id: row.id,
    actorName: row.actorName,
    fromStatusId: row.fromStatusId,
    toStatusId: row.toStatusId,
    summary: row.summary,
    at: row.at.toISOString(),
  };
}

/** An item's key: its acronym and number, e.g. PAYS12 (also the retro card's mark). */
export const acronymIdOf = (row: Pick<WorkItemRow, 'acronym' | 'acronymNumber'>): string =>
  `${row.acronym}${row.acronymNumber}`;

/** The item as `caller` sees it: with what they may do with it, by the rules the writes enforce. */
export function presentWorkItem(
  row: WorkItemRow,
  config: StatusConfig,
  caller: Pick<Caller, 'role'>,
): WorkItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    acronymId: acronymIdOf(row),
    squadId: row.squadId,
    projectId: row.projectId,
    parentId: row.parentId,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    reporterId: row.reporterId,
    reporterName: row.reporterName,
    sprintId: row.sprintId,
    statusId: row.statusId,
    nextStatusIds: allowedNextStatuses(row.type, row.statusId, config.statuses),
    priority: row.priority as PriorityLevel,
    severity: row.severity as PriorityLevel,
    blocked: row.blocked,
    narrative: row.narrative,
    outcome: row.outcome,
    actualResult: row.actualResult,
    expectedResult: row.expectedResult,
    plannedStart: row.plannedStart,
    plannedEnd: row.plannedEnd,
    effortHours: row.effortHours,
    durationDays: row.durationDays,
    size: row.size,
    labels: row.labels,
    releaseVersions: row.releaseVersions,
    impactedSquadIds: row.impactedSquadIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: workItemAbilities(caller.role, row),
  };
}
