import { z } from 'zod';
import { isCalendarDate } from '../common/calendar-date.ts';
import { MSG } from '../messages.ts';
import { SPRINT_LIMITS } from './sprint.model.ts';

// One schema per payload of the sprint calls, shared by the server routes and the web forms.

const M = MSG.sprint;

/** 'YYYY-MM-DD', a real day between 1970 and 2999 (generation never leaves 4-digit years). */
export const ZCalendarDate = z
  .string()
  .refine((v) => isCalendarDate(v) && v >= '1970-01-01' && v <= '2999-12-31', MSG.sprint.invalidDate);

function requiredDate(message: string) {
  return z
    .string({ error: message })
    .min(1, message)
    .refine((v) => isCalendarDate(v) && v >= '1970-01-01' && v <= '2999-12-31', MSG.sprint.invalidDate);
}

const ZDaysInSprint = z
  .number({ error: M.daysRequired })
  .int(MSG.sprint.daysRange)
  .min(1, MSG.sprint.daysRange)
  .max(SPRINT_LIMITS.maxDaysInSprint, MSG.sprint.daysRange);

/** Enterprise dialog: the whole company's cadence. */
export const ZCreateEnterpriseSprints = z.object({
  startDate: requiredDate(M.startDateRequired),
  daysInSprint: ZDaysInSprint,
  numberOfSprints: z
    .number({ error: M.countRequired })
    .int(MSG.sprint.countRange)
    .min(1, MSG.sprint.countRange)
    .max(SPRINT_LIMITS.maxNumberOfSprints, MSG.sprint.countRange),
});
export type CreateEnterpriseSprints = z.infer<typeof ZCreateEnterpriseSprints>;

/**
 * Non-enterprise dialog: one sprint of one squad. There is no end date: the server computes it
 * from the start and the working days (the web shows the same computation, read-only).
 */
export const ZCreateSquadSprint = z.object({
  squadId: z.uuid({ error: MSG.sprint.squadRequired }),
  name: z
    .string({ error: MSG.sprint.nameRequired })
    .trim()
    .min(1, MSG.sprint.nameRequired)
    .max(SPRINT_LIMITS.nameMax, MSG.sprint.nameTooLong),
  daysInSprint: ZDaysInSprint,
  startDate: requiredDate(M.startDateRequired),
});
export type CreateSquadSprint = z.infer<typeof ZCreateSquadSprint>;

export const ZSetCadence = z.object({ enterpriseCadence: z.boolean() });
export type SetCadence = z.infer<typeof ZSetCadence>;

export const ZSprintListQuery = z.object({ squadId: z.uuid().optional() });

/** Spec 000 §3 "Sprint list item". */
export const ZSprint = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Enterprise sprints are numbered "Sprint N"; squad sprints are named by people. */
  number: z.number().int().nullable(),
  squadId: z.uuid().nullable(),
  enterpriseCadence: z.boolean(),
  startDate: ZCalendarDate,
  endDate: ZCalendarDate,
  workingDays: z.number().int(),
  active: z.boolean(),
  /** Some squad has started it: it can no longer be edited or deleted. */
  started: z.boolean(),
  /** Work items in it (of every squad, for an enterprise sprint). */
  itemCount: z.number().int(),
});
export type Sprint = z.infer<typeof ZSprint>;

/** Spec 000 §3 "Sprint squads", plus whether the caller may create sprints for it. */
export const ZSprintSquad = z.object({ id: z.uuid(), name: z.string(), canCreate: z.boolean() });
export type SprintSquad = z.infer<typeof ZSprintSquad>;

/** GET /api/sprints/config: the cadence mode and the squads the caller may see. */
export const ZSprintConfig = z.object({
  enterpriseCadence: z.boolean(),
  canChangeCadence: z.boolean(),
  squads: z.array(ZSprintSquad),
});
export type SprintConfig = z.infer<typeof ZSprintConfig>;

/** GET /api/sprints: the visible sprints of the company cadence or of one squad. */
export const ZSprintList = z.object({
  enterpriseCadence: z.boolean(),
  squadId: z.uuid().nullable(),
  sprints: z.array(ZSprint),
  /** The earliest start a new sprint may have, and today, in the caller's time zone. */
  minimumStartDate: ZCalendarDate,
  today: ZCalendarDate,
  canCreate: z.boolean(),
  /** Enterprise lists: the number the next planned sprint gets ("Sprint N"); null for squads. */
  nextNumber: z.number().int().nullable(),
});
export type SprintList = z.infer<typeof ZSprintList>;

export const ZCreateSprintsResult = z.object({
  message: z.string(),
  created: z.array(ZSprint),
  list: ZSprintList,
});
export type CreateSprintsResult = z.infer<typeof ZCreateSprintsResult>;
