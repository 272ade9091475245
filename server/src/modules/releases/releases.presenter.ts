import type { Caller } from '@squadboard/domain';
import {
  participatingStatus,
  releaseCan,
  releaseStageRisks,
  squadStageCounts,
} from '@squadboard/domain/releases/release.rules';
import type { Release, ReleaseDashboard, ReleaseWorkItem } from '@squadboard/domain/releases/release.schema';
import type { WorkItemStatusId, WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import { appError } from '../../http/app-error.ts';
import type { ReleaseListRow } from './releases.repository.ts';

/** The release as `caller` sees it, with what they may do with it. */
export function presentRelease({ release, initiative }: ReleaseListRow, caller: Caller): Release {
  const { status } = release;
  if (status === 'Deleted') {
    // The repository never lists a deleted release; this keeps the type honest.
    throw appError('RELEASE_NOT_FOUND');
  }
  return {
    id: release.id,
    initiative: {
      id: initiative.id,
      acronymId: `${initiative.acronym}${initiative.acronymNumber}`,
      title: initiative.title,
    },
    name: release.name,
    status,
    milestone: release.milestone,
    refinementDate: release.refinementDate,
    designDate: release.designDate,
    buildDate: release.buildDate,
    testDate: release.testDate,
    uatDate: release.uatDate,
    liveDate: release.liveDate,
    releaseTrainManager: release.releaseTrainManagerId
      ? { id: release.releaseTrainManagerId, name: release.releaseTrainManagerName ?? '' }
      : null,
    createdAt: release.createdAt.toISOString(),
    updatedAt: release.updatedAt.toISOString(),
    can: releaseCan(caller.role, { status }),
  };
}

// The release dashboard (spec 001 §2.7 tab 2): the release's epics, stories and bugs, already
// chosen and ordered by the repository, counted with domain's rules.

export interface DashboardItemRow {
  id: string;
  type: WorkItemType;
  acronym: string;
  acronymNumber: number;
  title: string;
  statusId: WorkItemStatusId;
  squadId: string | null;
  squadName: string | null;
  sprintName: string | null;
}

export function presentDashboardItem(row: DashboardItemRow): ReleaseWorkItem {
  return {
    id: row.id,
    type: row.type,
    acronymId: `${row.acronym}${row.acronymNumber}`,
    title: row.title,
    statusId: row.statusId,
    squadId: row.squadId,
    squadName: row.squadName ?? '',
    // Null: in the squad's backlog (the tables mark it).
    sprintName: row.sprintName,
  };
}

/** The dashboard of `release` from its items (in acronym order) on the caller's `today`. */
export function releaseDashboard(
  release: Release,
  rows: readonly DashboardItemRow[],
  today: string,
): ReleaseDashboard {
  const items = rows.map(presentDashboardItem);
  const ofType = (type: WorkItemType) => items.filter((item) => item.type === type);
  const epics = ofType('Epic');
  const stories = ofType('Story');
  const bugs = ofType('Bug');
  const squads = new Set(items.flatMap((item) => (item.squadId ? [item.squadId] : [])));
  return {
    release,
    summary: { epics: epics.length, stories: stories.length, bugs: bugs.length, squads: squads.size },
    teams: squadStageCounts(epics),
    status: participatingStatus(epics),
    epics,
    stories,
    bugs,
    risks: releaseStageRisks(release, items, today),
  };
}
