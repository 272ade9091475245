import type { Can } from '../common/can.ts';
import type { Role } from '../common/constants.ts';
import { WORKFLOW_ORDER, type WorkItemStatusId } from '../work-items/work-item.model.ts';
import {
  ACTIVE_RELEASE_STATUSES,
  DASHBOARD_STAGES,
  type DashboardStage,
  RELEASE_STAGE_DATES,
  RELEASE_STAGE_LABELS,
  type ReleaseStageDate,
  type ReleaseStatus,
} from './release.model.ts';

// The Release Plan's rules (spec 001 §2.7, §4, §9) as pure functions: the server enforces them,
// the web shows with the same ones.

/** Spec 001 §6 shows no rule; we let Super Admins and Squad Admins plan releases, everyone read. */
export function canManageReleases(role: Role): boolean {
  return role === 'SUPER_ADMIN' || role === 'SQUAD_ADMIN';
}

export type ReleaseAbility = 'edit' | 'complete' | 'delete';

/** A release can be completed once; a completed one offers no complete button. */
export function canCompleteRelease(role: Role, release: { status: ReleaseStatus }): boolean {
  return canManageReleases(role) && release.status !== 'Completed';
}

/** What a caller may do with one release (the list's row buttons); the server checks again. */
export function releaseCan(role: Role, release: { status: ReleaseStatus }): Can<ReleaseAbility> {
  const manage = canManageReleases(role);
  return { edit: manage, complete: canCompleteRelease(role, release), delete: manage };
}

/** The Status filter: none chosen ('Status') shows Scheduled, In Progress and At Risk (spec 001 §4). */
export function matchesReleaseStatus(status: ReleaseStatus, filter: ReleaseStatus | null): boolean {
  return filter === null ? ACTIVE_RELEASE_STATUSES.includes(status) : status === filter;
}

export type ReleaseStageDates = Record<ReleaseStageDate, string | null>;

/**
 * A later stage cannot end before an earlier one. The first date out of order
 * (compared with the latest date set before it), or null when they are in order. Empty dates
 * are skipped.
 */
export function stageOrderProblem(
  dates: ReleaseStageDates,
): { field: ReleaseStageDate; before: ReleaseStageDate } | null {
  let latest: ReleaseStageDate | null = null;
  for (const field of RELEASE_STAGE_DATES) {
    const value = dates[field];
    if (value === null) {
      continue;
    }
    const previous = latest === null ? null : dates[latest];
    if (latest !== null && previous !== null && value < previous) {
      return { field, before: latest };
    }
    latest = field;
  }
  return null;
}

// ── The release dashboard ───────────────────────────────────────────────────────────────────

export function dashboardStageOf(statusId: WorkItemStatusId): DashboardStage {
  const stage = DASHBOARD_STAGES.find((candidate) => candidate.statusId === statusId);
  return stage ? stage.name : 'New';
}

export type StageCounts = Record<DashboardStage, number>;

export function emptyStageCounts(): StageCounts {
  return { New: 0, Refinement: 0, Design: 0, Delivery: 0, Testing: 0, Done: 0 };
}

/** 'Participating Status by EPIC Release': each stage's count and whole percentage (rounded down). */
export function participatingStatus(epics: readonly { statusId: WorkItemStatusId }[]): {
  rows: { stage: DashboardStage; count: number; percentage: number }[];
  total: number;
} {
  const counts = emptyStageCounts();
  for (const epic of epics) {
    counts[dashboardStageOf(epic.statusId)] += 1;
  }
  const total = epics.length;
  return {
    rows: DASHBOARD_STAGES.map(({ name }) => ({
      stage: name,
      count: counts[name],
      percentage: total === 0 ? 0 : Math.floor((counts[name] * 100) / total),
    })),
    total,
  };
}

export interface SquadStageRow {
  squadId: string | null;
  squadName: string;
  counts: StageCounts;
}

/** 'Participating Teams by EPIC Release': each squad's epics per stage, squads by name. */
export function squadStageCounts(
  epics: readonly { squadId: string | null; squadName: string; statusId: WorkItemStatusId }[],
): SquadStageRow[] {
  const rows = new Map<string, SquadStageRow>();
  for (const epic of epics) {
    const key = epic.squadId ?? '';
    const row = rows.get(key) ?? {
      squadId: epic.squadId,
      squadName: epic.squadName,
      counts: emptyStageCounts(),
    };
    row.counts[dashboardStageOf(epic.statusId)] += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.squadName.localeCompare(b.squadName));
}

/** A page of a table: 1-based, clamped; `from`/`to` as 'Showing a - b of total' reads them. */
export function pageWindow(total: number, page: number, size: number) {
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = (current - 1) * size;
  return {
    page: current,
    pages,
    start,
    end: Math.min(start + size, total),
    from: total === 0 ? 0 : start + 1,
    to: Math.min(start + size, total),
  };
}

// ── Beyond the spec: the timeline and the at-risk hint ─────────────────────────────────────

/** How far through the workflow an item must be once a stage's finish date has passed. */
const PAST_STAGE: Record<ReleaseStageDate, WorkItemStatusId> = {
  refinementDate: 7, // in Design or later
  designDate: 8, // in Delivery or later
  buildDate: 9, // in Testing or later
  testDate: 4, // Done
  uatDate: 4,
  liveDate: 4,
};

const orderOf = (statusId: WorkItemStatusId) => WORKFLOW_ORDER.indexOf(statusId);

export interface StageRisk {
  stage: ReleaseStageDate;
  label: string;
  date: string;
  /** Items not yet as far as the stage's end requires. */
  open: number;
}

/**
 * The stages whose finish date (before `today`, 'YYYY-MM-DD') has passed while some of the
 * release's items are not as far along as that stage's end requires. A Completed or Canceled
 * release has none.
 */
export function releaseStageRisks(
  release: { status: ReleaseStatus } & ReleaseStageDates,
  items: readonly { statusId: WorkItemStatusId }[],
  today: string,
): StageRisk[] {
  if (release.status === 'Completed' || release.status === 'Canceled') {
    return [];
  }
  const risks: StageRisk[] = [];
  for (const stage of RELEASE_STAGE_DATES) {
    const date = release[stage];
    if (date === null || date >= today) {
      continue;
    }
    const needed = orderOf(PAST_STAGE[stage]);
    const open = items.filter((item) => orderOf(item.statusId) < needed).length;
    if (open > 0) {
      risks.push({ stage, label: RELEASE_STAGE_LABELS[stage], date, open });
    }
  }
  return risks;
}

export interface StageSpan {
  stage: ReleaseStageDate;
  label: string;
  start: string;
  end: string;
}

/**
 * The timeline's bars: each stage runs from the end of the one before it (the first from
 * `startedOn`, the day the release was planned) to its own finish date. Stages without a date
 * are left out.
 */
export function releaseStageSpans(dates: ReleaseStageDates, startedOn: string): StageSpan[] {
  const spans: StageSpan[] = [];
  let start = startedOn;
  for (const stage of RELEASE_STAGE_DATES) {
    const end = dates[stage];
    if (end === null) {
      continue;
    }
    spans.push({ stage, label: RELEASE_STAGE_LABELS[stage], start: start < end ? start : end, end });
    start = end;
  }
  return spans;
}
