import { z } from 'zod';
import { ZCan } from '../common/can.ts';
import { ZPage } from '../common/pagination.ts';
import { ZItems, ZMessageWith } from '../common/results.ts';
import { RETRO_LIMITS } from './retro.model.ts';

// The retrospective as the API presents it, and the payloads that create and list retros.
// One schema per payload, shared by the server routes and the web forms (conventions rule 1).

export const RETRO_STATUSES = [
  'SCHEDULED',
  'INPROGRESS',
  'COMPLETED',
  'ARCHIVED',
  'DELETED',
  'CANCELLED',
] as const;
export type RetroStatus = (typeof RETRO_STATUSES)[number];

export const RETRO_ROLES = ['RETRO_ADMIN', 'RETRO_USER'] as const;
export type RetroRole = (typeof RETRO_ROLES)[number];

export const MOODS = ['none', 'sad', 'flat', 'happy'] as const;
export type Mood = (typeof MOODS)[number];

export const START_TYPES = ['instant', 'schedule'] as const;
export type StartType = (typeof START_TYPES)[number];

/** Board templates: the columns a new retro starts with. 'custom' takes the user's names. */
export const RETRO_TEMPLATES = {
  'went-well': {
    label: 'Went well / To improve / Action items',
    columns: ['Went well', 'To improve', 'Action items'],
  },
  'start-stop-continue': { label: 'Start / Stop / Continue', columns: ['Start', 'Stop', 'Continue'] },
  'mad-sad-glad': { label: 'Mad / Sad / Glad', columns: ['Mad', 'Sad', 'Glad'] },
  '4ls': {
    label: '4Ls: Liked / Learned / Lacked / Longed for',
    columns: ['Liked', 'Learned', 'Lacked', 'Longed for'],
  },
} as const;
export type TemplateId = keyof typeof RETRO_TEMPLATES | 'custom';
/** The board a retro starts with unless someone chooses: Create Retro's first choice, and the end-of-sprint retro's. */
export const DEFAULT_TEMPLATE = 'went-well' satisfies TemplateId;

export const TEMPLATE_IDS = [
  ...(Object.keys(RETRO_TEMPLATES) as (keyof typeof RETRO_TEMPLATES)[]),
  'custom',
] as const;

/** The sprint a retro looks back on, named with its dates wherever the retro is shown. */
export const ZRetroSprint = z.object({
  id: z.uuid(),
  name: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});
export type RetroSprint = z.infer<typeof ZRetroSprint>;

export const ZRetro = z.object({
  id: z.string(),
  /** What people type on the join page; unique across all organisations. */
  meetingId: z.string(),
  /** retro-session/{room}: the meeting id base64-encoded with a dash after every 3 characters. */
  room: z.string(),
  title: z.string(),
  squadId: z.string(),
  squadName: z.string(),
  /** The sprint it looks back on (the squad's own or an enterprise sprint), or none. */
  sprintId: z.uuid().nullable(),
  sprint: ZRetroSprint.nullable(),
  /** Scheduled by the squad's "a retro at the end of every sprint" setting; it follows the sprint. */
  sprintScheduled: z.boolean(),
  columns: z.array(z.string()),
  startType: z.enum(START_TYPES),
  /** ISO date-time the retro is planned for (the creation time for instant retros). */
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  status: z.enum(RETRO_STATUSES),
  mood: z.enum(MOODS).nullable(),
  cardCount: z.number().int(),
  /** How many people were ever let into the room (the attendance record), its admin included. */
  attendeeCount: z.number().int(),
  /** The caller's role in this retro (spec 002 §1). */
  myRole: z.enum(RETRO_ROLES),
  createdAt: z.string(),
  /** What the caller may do with it from the lists (retroAbilities). */
  can: ZCan('start', 'cancel', 'archive', 'delete'),
});
export type Retro = z.infer<typeof ZRetro>;

/** GET /api/retros/:id and /meeting/:id. */
export const ZRetroResult = z.object({ retro: ZRetro });
/** Create, start, cancel and archive answer the confirmation and the retro as it now is. */
export const ZRetroMessageResult = ZMessageWith({ retro: ZRetro });
/** GET /api/retros/calendar: the retros planned in the range, unpaged. */
export const ZRetroCalendar = ZItems(ZRetro);

export const ZCreateRetro = z
  .object({
    title: z.string().trim().min(1, 'Title is required.').max(RETRO_LIMITS.titleMax),
    squadId: z.uuid('Squad is required.'),
    /** The sprint it looks back on: the squad's own or an enterprise sprint; null or absent: none. */
    sprintId: z.uuid().nullable().optional(),
    template: z.enum(TEMPLATE_IDS),
    customColumns: z
      .array(z.string().trim().min(1, 'Column name is required.').max(RETRO_LIMITS.columnNameMax))
      .max(RETRO_LIMITS.columnsMax)
      .optional(),
    startType: z.enum(START_TYPES),
    /** Required for 'schedule': an ISO date-time in the future. */
    scheduledAt: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.template === 'custom' && (v.customColumns?.length ?? 0) === 0) {
      ctx.addIssue({ code: 'custom', path: ['customColumns'], message: 'Add at least one column.' });
    }
    if (v.startType === 'schedule' && !v.scheduledAt) {
      ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'Date and time are required.' });
    }
  });
export type CreateRetro = z.infer<typeof ZCreateRetro>;

export const ZRetroListQuery = z.object({
  /** active: SCHEDULED and INPROGRESS; archive: COMPLETED and ARCHIVED. */
  view: z.enum(['active', 'archive']).default('active'),
  squadId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type RetroListQuery = z.infer<typeof ZRetroListQuery>;

export const ZRetroPage = ZPage(ZRetro).extend({
  /** Whether the caller may create retros (canCreateRetros): Create Retro is offered. */
  can: ZCan('create'),
});
export type RetroPage = z.infer<typeof ZRetroPage>;

/** GET /api/retros/sprints?squadId=: the sprints Create Retro offers for the squad. */
export const ZRetroSprintQuery = z.object({ squadId: z.uuid() });
export type RetroSprintQuery = z.infer<typeof ZRetroSprintQuery>;

/** Latest end first; `suggestedId` is the one preselected (preselectSprint), if any. */
export const ZRetroSprintChoices = z.object({
  items: z.array(ZRetroSprint),
  suggestedId: z.uuid().nullable(),
});
export type RetroSprintChoices = z.infer<typeof ZRetroSprintChoices>;

/** Calendar range: YYYY-MM-DD, inclusive; at most 62 days. */
export const ZRetroCalendarQuery = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
export type RetroCalendarQuery = z.infer<typeof ZRetroCalendarQuery>;

/** What the public join page may learn about a meeting id before joining. */
export const ZMeetingInfo = z.object({
  meetingId: z.string(),
  room: z.string(),
  title: z.string(),
  status: z.enum(RETRO_STATUSES),
  /** False until the retro is in progress: the join page then says 'Meeting not yet started.' */
  started: z.boolean(),
  /** The caller's role when signed in (a RETRO_ADMIN may open a retro that has not started). */
  myRole: z.enum(RETRO_ROLES).nullable(),
});
export type MeetingInfo = z.infer<typeof ZMeetingInfo>;
