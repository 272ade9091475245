import type { WorkItemStatusId } from '../work-items/work-item.model.ts';

// Release plans (spec 001 §2.7, §3 "Release", §4 "Release status", §9): the constants every
// layer shares. Payload schemas are in release.schema.ts, rules in release.rules.ts.

export const RELEASE_STATUSES = ['Scheduled', 'In Progress', 'At Risk', 'Canceled', 'Completed'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** The default Status filter shows the releases still ahead (spec 001 §4). */
export const ACTIVE_RELEASE_STATUSES: readonly ReleaseStatus[] = ['Scheduled', 'In Progress', 'At Risk'];

export const MILESTONES = ['None', 'Bronze', 'Silver', 'Gold'] as const;
export type Milestone = (typeof MILESTONES)[number];

/** The six stage finish dates, in the order the stages run (a later one cannot end earlier). */
export const RELEASE_STAGE_DATES = [
  'refinementDate',
  'designDate',
  'buildDate',
  'testDate',
  'uatDate',
  'liveDate',
] as const;
export type ReleaseStageDate = (typeof RELEASE_STAGE_DATES)[number];

/** The list's column for each stage date (spec 001 §2.7). */
export const RELEASE_STAGE_LABELS: Record<ReleaseStageDate, string> = {
  refinementDate: 'Refinement',
  designDate: 'Design',
  buildDate: 'Build',
  testDate: 'Testing',
  uatDate: 'UAT',
  liveDate: 'Go-Live',
};

/**
 * The stages of work the release dashboard counts by, in workflow order, with the work-item
 * status each stands for (spec 001 §4: 1 New, 6 Refinement, 7 Design, 8 Delivery, 9 Testing,
 * 4 Done). The squad table calls Done 'Complete' (spec 001 §2.7).
 */
export const DASHBOARD_STAGES = [
  { statusId: 1, name: 'New', squadColumn: 'New' },
  { statusId: 6, name: 'Refinement', squadColumn: 'Refinement' },
  { statusId: 7, name: 'Design', squadColumn: 'Design' },
  { statusId: 8, name: 'Delivery', squadColumn: 'Delivery' },
  { statusId: 9, name: 'Testing', squadColumn: 'Testing' },
  { statusId: 4, name: 'Done', squadColumn: 'Complete' },
] as const satisfies readonly { statusId: WorkItemStatusId; name: string; squadColumn: string }[];
export type DashboardStage = (typeof DASHBOARD_STAGES)[number]['name'];

export const RELEASE_LIMITS = {
  /** A work item names its releases in its release version (at most 80 characters each). */
  nameMax: 80,
  /** Spec 001 §9: the epics, stories and bugs tables show five rows a page. */
  pageSize: 5,
} as const;
