import { z } from 'zod';
import { MSG } from '../messages.ts';
import { ZStatusConfig, ZWorkItem } from '../work-items/work-item.schema.ts';
import { SPRINT_LIMITS } from './sprint.model.ts';
import { ZCalendarDate, ZSprint } from './sprint.schema.ts';

// The sprint lifecycle: one schema per payload of the calls that edit and delete a
// sprint in Sprint Settings, plan a squad's sprints from its backlog, start and complete them,
// show the active sprint's board and the completed sprints.
//
// A sprint of the enterprise cadence is shared by every squad, so whether it has started or
// been completed is a fact of one squad's run of it (server table `sprint_runs`): a squad sprint
// has at most one run, an enterprise sprint one per squad.

/** A sprint as one squad sees it: not started yet, running (at most one per squad), or done. */
export const SPRINT_STATES = ['PLANNED', 'ACTIVE', 'COMPLETED'] as const;
export const ZSprintState = z.enum(SPRINT_STATES);
export type SprintState = z.infer<typeof ZSprintState>;

// ── Sprint Settings: edit and delete ────────────────────────────────────────────────────────

/**
 * PATCH /api/sprints/:id: a sprint not started yet. The name only for a squad sprint (enterprise
 * sprints are numbered); new dates must not overlap another sprint of the same cadence, and the
 * end is computed from the start and the working days, as at creation.
 */
export const ZUpdateSprint = z
  .object({
    name: z
      .string({ error: MSG.sprint.nameRequired })
      .trim()
      .min(1, MSG.sprint.nameRequired)
      .max(SPRINT_LIMITS.nameMax, MSG.sprint.nameTooLong)
      .optional(),
    startDate: ZCalendarDate.optional(),
    daysInSprint: z
      .number({ error: MSG.sprint.daysRequired })
      .int(MSG.sprint.daysRange)
      .min(1, MSG.sprint.daysRange)
      .max(SPRINT_LIMITS.maxDaysInSprint, MSG.sprint.daysRange)
      .optional(),
  })
  .strict();
export type UpdateSprint = z.infer<typeof ZUpdateSprint>;

/** Where a sprint's work items go: the backlog, or another sprint not completed. */
export const ZItemsDestination = z.union([z.literal('backlog'), z.uuid()], {
  error: MSG.sprint.moveTargetInvalid,
});
export type ItemsDestination = z.infer<typeof ZItemsDestination>;

/** DELETE /api/sprints/:id?moveItemsTo=…: required when the sprint has items (else 409 SPRINT_HAS_ITEMS). */
export const ZDeleteSprintQuery = z.object({ moveItemsTo: ZItemsDestination.optional() });
export type DeleteSprintQuery = z.infer<typeof ZDeleteSprintQuery>;

export const ZSprintResult = z.object({ message: z.string() });
export type SprintResult = z.infer<typeof ZSprintResult>;

// ── Planning from the backlog ───────────────────────────────────────────────────────────────

export const ZSquadQuery = z.object({ squadId: z.uuid({ error: MSG.sprint.squadRequired }) });
export type SquadQuery = z.infer<typeof ZSquadQuery>;

/** One sprint a squad can plan into, with its load against the squad's capacity. */
export const ZPlannedSprint = z.object({
  sprint: ZSprint,
  state: ZSprintState,
  /** Working days between its dates (weekends not counted). */
  workingDays: z.number().int(),
  /** Working hours per day × working days × members; null while Settings has no working hours. */
  capacityHours: z.number().nullable(),
  /** The planned effort of the squad's items in it. */
  committedHours: z.number(),
  itemCount: z.number().int(),
  overCapacity: z.boolean(),
});
export type PlannedSprint = z.infer<typeof ZPlannedSprint>;

/** GET /api/sprints/plan?squadId=: the squad's active sprint, then the ones it can still plan. */
export const ZSprintPlan = z.object({
  squadId: z.uuid(),
  /** Settings' working hours per day (null until saved) and the squad's member count. */
  hoursPerDay: z.number().nullable(),
  members: z.number().int(),
  /** May start and complete this squad's sprints (Super Admin, or the squad's lead). */
  canManage: z.boolean(),
  active: ZPlannedSprint.nullable(),
  /** Not started, not ended, in start order. */
  upcoming: z.array(ZPlannedSprint),
});
export type SprintPlan = z.infer<typeof ZSprintPlan>;

/** POST /api/sprints/:id/start. */
export const ZStartSprint = z.object({ squadId: z.uuid({ error: MSG.sprint.squadRequired }) });
export type StartSprint = z.infer<typeof ZStartSprint>;

/** POST /api/sprints/:id/complete: where the unfinished items go, as the person completing it chooses. */
export const ZCompleteSprint = z.object({
  squadId: z.uuid({ error: MSG.sprint.squadRequired }),
  carryTo: ZItemsDestination,
});
export type CompleteSprint = z.infer<typeof ZCompleteSprint>;

/** The figures completing a sprint records. */
export const ZSprintFigures = z.object({
  committedItems: z.number().int(),
  completedItems: z.number().int(),
  committedHours: z.number(),
  completedHours: z.number(),
});
export type SprintFigures = z.infer<typeof ZSprintFigures>;

export const ZCompleteSprintResult = z.object({
  message: z.string(),
  figures: ZSprintFigures,
  /** How many unfinished items moved on. */
  carried: z.number().int(),
});
export type CompleteSprintResult = z.infer<typeof ZCompleteSprintResult>;

// ── The active sprint's board ───────────────────────────────────────────────────────────────

/** An item's parent chain above the board's cards (Stories and Epics), for swimlanes by epic. */
export const ZBoardAncestor = z.object({
  id: z.string(),
  type: z.enum(['Feature', 'Epic', 'Story', 'Task', 'Bug']),
  acronymId: z.string(),
  title: z.string(),
  parentId: z.string().nullable(),
});
export type BoardAncestor = z.infer<typeof ZBoardAncestor>;

/** GET /api/sprints/board?squadId=: the squad's active sprint and its items. */
export const ZSprintBoard = z.object({
  squad: z.object({ id: z.uuid(), name: z.string() }),
  /** Null when the squad has no active sprint. */
  sprint: ZPlannedSprint.nullable(),
  /** The squad's board columns (status groups) and the statuses in each. */
  statusConfig: ZStatusConfig,
  items: z.array(ZWorkItem),
  ancestors: z.array(ZBoardAncestor),
  canManage: z.boolean(),
});
export type SprintBoard = z.infer<typeof ZSprintBoard>;

// ── Past sprints ────────────────────────────────────────────────────────────────────────────

/** One day of a burndown: what was still not done at that day's end. */
export const ZBurndownDay = z.object({
  date: ZCalendarDate,
  remainingItems: z.number().int(),
  remainingHours: z.number(),
});
export type BurndownDay = z.infer<typeof ZBurndownDay>;

export const ZPastSprint = ZSprintFigures.extend({
  sprintId: z.uuid(),
  name: z.string(),
  startDate: ZCalendarDate,
  endDate: ZCalendarDate,
  startedAt: z.string(),
  completedAt: z.string(),
  /** Each working day from the start to the end (or to the completion, if earlier). */
  burndown: z.array(ZBurndownDay),
  /** The squad's retro held at the sprint's end, when there is one. */
  retro: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export type PastSprint = z.infer<typeof ZPastSprint>;

export const PAST_SPRINTS_LIMIT = 26;

/** GET /api/sprints/past?squadId=: the squad's completed sprints, latest first (up to 26, a year of two-week sprints). */
export const ZPastSprints = z.object({ items: z.array(ZPastSprint) });
export type PastSprints = z.infer<typeof ZPastSprints>;
