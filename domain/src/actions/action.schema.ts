import { z } from 'zod';
import { ZCan } from '../common/can.ts';
import { CURSOR_MAX_LENGTH } from '../common/cursor.ts';
import { ZPage } from '../common/pagination.ts';
import { ZItems, ZMessageWith } from '../common/results.ts';
import { MSG } from '../messages.ts';
import { ACTION_LIMITS } from './action.model.ts';

// Retrospective actions (spec 001 §2.3, §3 "Action", §4, §5 "Action form", §8, §9): one schema per
// payload, shared by the server routes, the web forms and the retro room's convert-to-action.

export const ACTION_STATUSES = ['Open', 'In Progress', 'Closed'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
/** Stored statuses: a deleted action is kept with status Deleted (soft delete). */
export const STORED_ACTION_STATUSES = [...ACTION_STATUSES, 'Deleted'] as const;
export type StoredActionStatus = (typeof STORED_ACTION_STATUSES)[number];

export const ACTION_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type ActionPriority = (typeof ACTION_PRIORITIES)[number];

/** Spec 001 §9: priority sort order High 3, Medium 2, Low 1. */
export const PRIORITY_RANK: Record<ActionPriority, number> = { High: 3, Medium: 2, Low: 1 };

export const ACTION_PAGE_SIZES = [5, 10, 15, 20] as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const ZAction = z.object({
  id: z.string(),
  /** The short number people search for and see on the card (#12). */
  number: z.number().int(),
  squadId: z.string(),
  squadName: z.string(),
  retroId: z.string().nullable(),
  retroTitle: z.string().nullable(),
  cardId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string(),
  status: z.enum(ACTION_STATUSES),
  priority: z.enum(ACTION_PRIORITIES),
  /** YYYY-MM-DD or null. */
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  /** What the caller may do with it (action.rules actionCan); the server checks again. */
  can: ZCan('edit', 'delete'),
});
export type Action = z.infer<typeof ZAction>;

/** POST /api/actions and PATCH /api/actions/:id answer the confirmation and the action. */
export const ZActionResult = ZMessageWith({ action: ZAction });
export type ActionResult = z.infer<typeof ZActionResult>;

const actionFields = {
  title: required(MSG.actions.titleRequired).pipe(z.string().max(ACTION_LIMITS.titleMax)),
  description: required(MSG.actions.descriptionRequired).pipe(z.string().max(ACTION_LIMITS.descriptionMax)),
  ownerId: z.uuid({ error: MSG.actions.ownerRequired }),
  status: z.enum(ACTION_STATUSES, { error: MSG.actions.statusRequired }),
  priority: z.enum(ACTION_PRIORITIES).default('Low'),
  dueDate: z.iso.date().nullable().default(null),
};

export const ZCreateAction = z.object({
  squadId: z.uuid({ error: MSG.actions.squadRequired }),
  ...actionFields,
});
export type CreateAction = z.infer<typeof ZCreateAction>;
export type CreateActionInput = z.input<typeof ZCreateAction>;

/**
 * Spec 001 §7 editAction sends the whole form, squad included: an action can move squads.
 * @alias ZCreateAction, named for the route that takes it
 */
export const ZUpdateAction = ZCreateAction;
export type UpdateAction = z.infer<typeof ZUpdateAction>;

/** The retro room's convert-to-action form (spec 002 §3 "Action form"): the squad is the retro's. */
export const ZConvertCard = z.object({
  opId: z.uuid(),
  cardId: z.uuid(),
  ...actionFields,
});
export type ConvertCard = z.infer<typeof ZConvertCard>;

/** Paging of the Actions page's lists (spec 001 §9: 5, 10, 15 or 20 per page; default 5). */
export const PAGE_FIELDS = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (ACTION_PAGE_SIZES as readonly number[]).includes(n))
    .default(5),
};

export const ACTION_SORTS = ['status', 'createdOn'] as const;
export type ActionSort = (typeof ACTION_SORTS)[number];
export const ACTION_STATUS_FILTERS = ['all', ...ACTION_STATUSES] as const;

export const ZActionListQuery = z.object({
  /** A squad id, or 'all' (All Squads). */
  squadId: z.union([z.uuid(), z.literal('all')]).default('all'),
  search: z.string().trim().max(100).default(''),
  status: z.enum(ACTION_STATUS_FILTERS).default('all'),
  sort: z.enum(ACTION_SORTS).default('createdOn'),
  /** Only the actions raised from this retro's cards (the room's PDF export lists them). */
  retroId: z.uuid().optional(),
  ...PAGE_FIELDS,
  /**
   * A growing list's next page: the previous answer's `nextCursor`. With it `page` is ignored and
   * the rows come strictly after that position, however many were added meanwhile.
   */
  after: z.string().max(CURSOR_MAX_LENGTH).optional(),
});
export type ActionListQuery = z.infer<typeof ZActionListQuery>;

/** Numbered (the page buttons) and also a cursor (`after`) for the rows following this page. */
export const ZActionPage = ZPage(ZAction).extend({ nextCursor: z.string().nullable() });
export type ActionPage = z.infer<typeof ZActionPage>;

/** Who an action may be assigned to: people of the organisation, by first or last name. */
/** A person a picker offers: name (the e-mail until they give one), e-mail and initials (spec 001 §2.6). */
export const ZActionOwner = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  initials: z.string().optional(),
});
export type ActionOwner = z.infer<typeof ZActionOwner>;
/** GET /api/actions/owners. */
export const ZActionOwners = ZItems(ZActionOwner);
export const ZActionOwnerQuery = z.object({ q: z.string().trim().max(60).default('') });
