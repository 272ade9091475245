import {
  participatingStatus,
  releaseStageRisks,
  squadStageCounts,
} from '@squadboard/domain/releases/release.rules';
import type { Release, ReleaseDashboard, ReleaseWorkItem } from '@squadboard/domain/releases/release.schema';
import type { WorkItemStatusId, WorkItemType } from '@squadboard/domain/work-items/work-item.model';

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
