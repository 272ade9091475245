import { z } from 'zod';
import { ACTION_STATUSES } from '../actions/action.schema.ts';
import { RAID_STATUSES, RAID_TYPES } from '../raid/raid.model.ts';
import { RETRO_STATUSES } from '../retro/retro.schema.ts';
import { WORK_ITEM_TYPES } from '../work-items/work-item.model.ts';
import { ZStatusId } from '../work-items/work-item.schema.ts';

// The dashboard home's answers: one per block, so each block loads and fails on its
// own. Every list is cut to a few rows (DASHBOARD_LIMITS) and says how many there are in all.

const ZCalendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZDashboardRetro = z.object({
  id: z.string(),
  title: z.string(),
  squadId: z.string(),
  squadName: z.string(),
  /** The encoded meeting id: the room's address. */
  room: z.string(),
  status: z.enum(RETRO_STATUSES),
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
});
export type DashboardRetro = z.infer<typeof ZDashboardRetro>;

export const ZDashboardRetros = z.object({
  running: z.array(ZDashboardRetro),
  runningTotal: z.number().int(),
  scheduled: z.array(ZDashboardRetro),
  scheduledTotal: z.number().int(),
});
export type DashboardRetros = z.infer<typeof ZDashboardRetros>;

/** A retro action or a register item assigned to the caller, not closed. */
export const ZDashboardAction = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  dueDate: ZCalendarDay.nullable(),
  /** The due date has passed on the caller's calendar. */
  overdue: z.boolean(),
  /** Where it belongs: the squad of a retro action, the register of a register item. */
  context: z.string(),
});
export type DashboardAction = z.infer<typeof ZDashboardAction>;

export const ZDashboardActions = z.object({
  actions: z.array(ZDashboardAction.extend({ status: z.enum(ACTION_STATUSES), number: z.number().int() })),
  actionsTotal: z.number().int(),
  registerItems: z.array(ZDashboardAction),
  registerItemsTotal: z.number().int(),
});
export type DashboardActions = z.infer<typeof ZDashboardActions>;

export const ZDashboardWorkItem = z.object({
  id: z.string(),
  acronymId: z.string(),
  title: z.string(),
  type: z.enum(WORK_ITEM_TYPES),
  statusId: ZStatusId,
  squadId: z.string(),
  squadName: z.string(),
  sprintName: z.string(),
});
export type DashboardWorkItem = z.infer<typeof ZDashboardWorkItem>;

export const ZDashboardWorkItems = z.object({
  items: z.array(ZDashboardWorkItem),
  total: z.number().int(),
});
export type DashboardWorkItems = z.infer<typeof ZDashboardWorkItems>;

/** A squad's running sprint and how far it has come. */
export const ZDashboardSprint = z.object({
  squadId: z.string(),
  squadName: z.string(),
  sprintId: z.string(),
  sprintName: z.string(),
  startDate: ZCalendarDay,
  endDate: ZCalendarDay,
  doneItems: z.number().int(),
  totalItems: z.number().int(),
  /** Calendar days until the end date, today not counted; 0 on the last day and after it. */
  daysLeft: z.number().int(),
});
export type DashboardSprint = z.infer<typeof ZDashboardSprint>;

export const ZDashboardSprints = z.object({
  sprints: z.array(ZDashboardSprint),
  total: z.number().int(),
});
export type DashboardSprints = z.infer<typeof ZDashboardSprints>;

export const ZDashboardRisk = z.object({
  id: z.string(),
  acronymId: z.string(),
  title: z.string(),
  type: z.enum(RAID_TYPES),
  status: z.enum(RAID_STATUSES),
  /** Treatment due date (Risk) or next review date (others). */
  dueDate: ZCalendarDay,
  overdue: z.boolean(),
  ownerName: z.string().nullable(),
  mine: z.boolean(),
});
export type DashboardRisk = z.infer<typeof ZDashboardRisk>;

export const ZDashboardRisks = z.object({
  items: z.array(ZDashboardRisk),
  total: z.number().int(),
});
export type DashboardRisks = z.infer<typeof ZDashboardRisks>;

export const NEXT_STEPS = ['squad', 'retro', 'invite'] as const;
export type NextStepId = (typeof NEXT_STEPS)[number];

export const ZNextStep = z.object({ id: z.enum(NEXT_STEPS), done: z.boolean() });
export type NextStep = z.infer<typeof ZNextStep>;

export const ZDashboardNextSteps = z.object({
  /** The steps the caller may take, in order, each ticked once the organisation has done it. */
  steps: z.array(ZNextStep),
  /** The organisation has a squad: without one the squad blocks would all be empty. */
  hasSquad: z.boolean(),
});
export type DashboardNextSteps = z.infer<typeof ZDashboardNextSteps>;
