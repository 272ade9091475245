import { z } from 'zod';
import { ZCan } from '../common/can.ts';
import { MSG } from '../messages.ts';
import { WORK_ITEM_TYPES } from '../work-items/work-item.model.ts';
import { ZStatusId } from '../work-items/work-item.schema.ts';
import {
  DASHBOARD_STAGES,
  MILESTONES,
  RELEASE_LIMITS,
  RELEASE_STAGE_DATES,
  RELEASE_STAGE_LABELS,
  RELEASE_STATUSES,
} from './release.model.ts';
import { stageOrderProblem } from './release.rules.ts';

// The Release Plan's payloads (spec 001 §3 "Release", §7 Release Plan calls 1-8), one schema each,
// shared by the server routes and the web forms.

const M = MSG.releases;
const date = z.iso.date({ error: MSG.sprint.invalidDate });

export const ZReleaseStatus = z.enum(RELEASE_STATUSES);
export const ZMilestone = z.enum(MILESTONES);

const stageDates = {
  refinementDate: date.nullable(),
  designDate: date.nullable(),
  buildDate: date.nullable(),
  testDate: date.nullable(),
  uatDate: date.nullable(),
  liveDate: date.nullable(),
};

const ZRef = z.object({ id: z.string(), acronymId: z.string(), title: z.string() });

/** A release as the list shows it and the inline edit changes it. */
export const ZRelease = z.object({
  id: z.uuid(),
  initiative: ZRef,
  name: z.string(),
  status: ZReleaseStatus,
  milestone: ZMilestone,
  ...stageDates,
  releaseTrainManager: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do with it (release.rules releaseCan); the server checks again. */
  can: ZCan('edit', 'complete', 'delete'),
});
export type Release = z.infer<typeof ZRelease>;

export const ZReleaseList = z.object({
  items: z.array(ZRelease),
  /** Whether the caller may create releases (release.rules canManageReleases). */
  can: ZCan('create'),
});
export type ReleaseList = z.infer<typeof ZReleaseList>;

/** GET /api/releases: one initiative's or all; no status is the default 'Status' filter. */
export const ZReleaseListQuery = z.object({
  initiativeId: z.uuid().optional(),
  status: ZReleaseStatus.optional(),
});
export type ReleaseListQuery = z.infer<typeof ZReleaseListQuery>;

const editable = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(RELEASE_LIMITS.nameMax),
  status: ZReleaseStatus.default('Scheduled'),
  milestone: ZMilestone.default('None'),
  ...stageDates,
  releaseTrainManagerId: z.uuid().nullable(),
};

/** Refuses a stage that finishes before the one before it, on that stage's date field. */
function inStageOrder(
  value: Record<(typeof RELEASE_STAGE_DATES)[number], string | null>,
  ctx: z.RefinementCtx,
) {
  const problem = stageOrderProblem(value);
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      path: [problem.field],
      message: M.stageOrder(RELEASE_STAGE_LABELS[problem.field], RELEASE_STAGE_LABELS[problem.before]),
    });
  }
}

/** POST /api/releases: 'Create a Release'. New releases are Scheduled with no milestone (spec 001 §4). */
export const ZCreateRelease = z
  .object({ initiativeId: z.uuid({ error: M.initiativeRequired }), ...editable })
  .superRefine(inStageOrder);
export type CreateRelease = z.infer<typeof ZCreateRelease>;
export type CreateReleaseInput = z.input<typeof ZCreateRelease>;

/** PATCH /api/releases/:id: the inline row edit, the whole row (the initiative stays). */
export const ZUpdateRelease = z
  .object({ ...editable, status: ZReleaseStatus, milestone: ZMilestone })
  .superRefine(inStageOrder);
export type UpdateRelease = z.infer<typeof ZUpdateRelease>;
export type UpdateReleaseInput = z.input<typeof ZUpdateRelease>;

export const ZReleaseResult = z.object({ message: z.string(), release: ZRelease });
export type ReleaseResult = z.infer<typeof ZReleaseResult>;

// ── The release dashboard (spec 001 §2.7 tab 2, §7 call 6) ──────────────────────────────────

const ZStage = z.enum(DASHBOARD_STAGES.map((stage) => stage.name) as [string, ...string[]]);
const ZStageCounts = z.object({
  New: z.number().int(),
  Refinement: z.number().int(),
  Design: z.number().int(),
  Delivery: z.number().int(),
  Testing: z.number().int(),
  Done: z.number().int(),
});

/** An epic, story or bug that names the release in its release version. */
export const ZReleaseWorkItem = z.object({
  id: z.uuid(),
  type: z.enum(WORK_ITEM_TYPES),
  acronymId: z.string(),
  title: z.string(),
  statusId: ZStatusId,
  squadId: z.string().nullable(),
  squadName: z.string(),
  /** The sprint's name; null in the backlog (the list marks it). */
  sprintName: z.string().nullable(),
});
export type ReleaseWorkItem = z.infer<typeof ZReleaseWorkItem>;

export const ZReleaseDashboard = z.object({
  release: ZRelease,
  summary: z.object({
    epics: z.number().int(),
    stories: z.number().int(),
    bugs: z.number().int(),
    squads: z.number().int(),
  }),
  teams: z.array(z.object({ squadId: z.string().nullable(), squadName: z.string(), counts: ZStageCounts })),
  status: z.object({
    rows: z.array(z.object({ stage: ZStage, count: z.number().int(), percentage: z.number().int() })),
    total: z.number().int(),
  }),
  epics: z.array(ZReleaseWorkItem),
  stories: z.array(ZReleaseWorkItem),
  bugs: z.array(ZReleaseWorkItem),
  /** Beyond the spec: stages whose date passed with items not that far yet (release.rules). */
  risks: z.array(
    z.object({
      stage: z.enum(RELEASE_STAGE_DATES),
      label: z.string(),
      date: date,
      open: z.number().int(),
    }),
  ),
});
export type ReleaseDashboard = z.infer<typeof ZReleaseDashboard>;

/** GET /api/releases/names?projectId=: the releases a work item of that project may name. */
export const ZReleaseNamesQuery = z.object({ projectId: z.uuid() });
export const ZReleaseNames = z.object({ names: z.array(z.string()) });
export type ReleaseNames = z.infer<typeof ZReleaseNames>;
