import { z } from 'zod';
import { ACTION_LIMITS } from '../actions/action.model.ts';
import { ACTION_PRIORITIES, PAGE_FIELDS } from '../actions/action.schema.ts';
import { ZCan } from '../common/can.ts';
import { CURSOR_MAX_LENGTH } from '../common/cursor.ts';
import { ZCursorPage, ZPage } from '../common/pagination.ts';
import { MSG } from '../messages.ts';
import { ACTION_REGISTER_LIMITS } from './action-register.model.ts';

// Project action registers (spec 001 §2.3 "Project view", §3 "Register" and "Register action
// item", §4, §5, §8, §9): one schema per payload, shared by the server routes and the web forms.

/** Statuses a register can be saved with; Archive is also reached from the menu. */
export const ACTION_REGISTER_STATUSES = ['Open', 'Closed', 'Archive'] as const;
export type ActionRegisterStatus = (typeof ACTION_REGISTER_STATUSES)[number];
/** Stored statuses: a deleted register is kept with status Deleted (soft delete). */
export const STORED_ACTION_REGISTER_STATUSES = [...ACTION_REGISTER_STATUSES, 'Deleted'] as const;
export type StoredActionRegisterStatus = (typeof STORED_ACTION_REGISTER_STATUSES)[number];

/** Spec 001 §4: the list's filter; All hides archived registers; default Open. */
export const ACTION_REGISTER_FILTERS = ['all', 'Open', 'Closed', 'Archive'] as const;
export type ActionRegisterFilter = (typeof ACTION_REGISTER_FILTERS)[number];

/** Spec 001 §9: a register's item statuses until its owner changes them. */
export const DEFAULT_ITEM_STATUSES = ['Open', 'In Progress', 'Closed'] as const;
/** The status that counts an item as closed ('Closed actions'); every other one is open. */
export const CLOSED_ITEM_STATUS = 'Closed';

/** Spec 001 §9 "Register item filters". */
export const ITEM_FILTERS = ['none', 'dueDate', 'priority', 'mine'] as const;
export type ItemFilter = (typeof ITEM_FILTERS)[number];

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const isoDate = z.iso.date();

export const ZRegister = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string(),
  status: z.enum(ACTION_REGISTER_STATUSES),
  /** YYYY-MM-DD. */
  createdOn: z.string(),
  /** The register's own item statuses, in the order they are offered. */
  statuses: z.array(z.string()),
  /** 'Total actions': items whose status is not Closed. */
  openCount: z.number().int(),
  /** 'Closed actions': items whose status is Closed. */
  closedCount: z.number().int(),
  /** What the caller may do with it (action-register.rules actionRegisterCan); the server checks again. */
  can: ZCan('edit', 'archive', 'delete', 'addItem'),
});
export type ActionRegister = z.infer<typeof ZRegister>;

/** Trims, drops empty and repeated labels (spec §5: empty values are ignored). */
export const ZStatusLabels = z
  .array(z.string().trim().max(ACTION_REGISTER_LIMITS.statusLabelMax, MSG.actionRegisters.statusLabelTooLong))
  .transform((labels) => [...new Set(labels.filter((l) => l.length > 0))])
  .pipe(
    z
      .array(z.string())
      .min(1, MSG.actionRegisters.statusesRequired)
      .max(ACTION_REGISTER_LIMITS.statusLabelsMax, MSG.actionRegisters.statusesTooMany),
  );

export const ZSaveActionRegister = z.object({
  name: required(MSG.actionRegisters.nameRequired).pipe(z.string().max(ACTION_REGISTER_LIMITS.nameMax)),
  description: required(MSG.actionRegisters.descriptionRequired).pipe(
    z.string().max(ACTION_REGISTER_LIMITS.descriptionMax),
  ),
  ownerId: z.uuid({ error: MSG.actionRegisters.ownerRequired }),
  status: z.enum(ACTION_REGISTER_STATUSES, { error: MSG.actionRegisters.statusRequired }),
  createdOn: z.iso.date({ error: MSG.actionRegisters.createdOnRequired }),
  statuses: ZStatusLabels.default([...DEFAULT_ITEM_STATUSES]),
});
export type SaveActionRegister = z.infer<typeof ZSaveActionRegister>;
export type SaveActionRegisterInput = z.input<typeof ZSaveActionRegister>;

/** Spec 001 §7 changeRegisterStatus: the menu's Archive and Delete. */
export const ZRegisterStatusChange = z.object({ status: z.enum(['Archive', 'Deleted']) });
export type ActionRegisterStatusChange = z.infer<typeof ZRegisterStatusChange>;
/** The word the spec's messages use for each change. */
export const STATUS_CHANGE_VERB = { Archive: 'archive', Deleted: 'deleted' } as const;

export const ZRegisterListQuery = z.object({
  status: z.enum(ACTION_REGISTER_FILTERS).default('Open'),
  ...PAGE_FIELDS,
});
export type ActionRegisterListQuery = z.infer<typeof ZRegisterListQuery>;

export const ZRegisterPage = ZPage(ZRegister);
export type ActionRegisterPage = z.infer<typeof ZRegisterPage>;

export const ZItemComment = z.object({
  id: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ItemComment = z.infer<typeof ZItemComment>;

export const ZRegisterItem = z.object({
  id: z.string(),
  actionRegisterId: z.string(),
  title: z.string(),
  description: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string(),
  status: z.string(),
  priority: z.enum(ACTION_PRIORITIES),
  /** YYYY-MM-DD or null. */
  dueDate: z.string().nullable(),
  projectId: z.string().nullable(),
  /** The project as lists name it: "PAY2 - Payments". */
  projectName: z.string().nullable(),
  /** How many comments it has; they load when the item is opened (GET …/items/:itemId/comments). */
  commentCount: z.number().int(),
  createdAt: z.string(),
  /** What the caller may do with it (action-register.rules actionRegisterItemCan). */
  can: ZCan('edit'),
});
export type ActionRegisterItem = z.infer<typeof ZRegisterItem>;

export const ZSaveActionRegisterItem = z.object({
  title: required(MSG.actionRegisters.itemTitleRequired).pipe(z.string().max(ACTION_LIMITS.titleMax)),
  description: required(MSG.actionRegisters.descriptionRequired).pipe(
    z.string().max(ACTION_LIMITS.descriptionMax),
  ),
  ownerId: z.uuid({ error: MSG.actionRegisters.ownerRequired }),
  status: required(MSG.actionRegisters.itemStatusUnknown),
  priority: z.enum(ACTION_PRIORITIES).default('Low'),
  dueDate: isoDate.nullable().default(null),
  projectId: z.uuid({ error: MSG.actionRegisters.projectNotFound }).nullable().default(null),
  /** A new comment to add with this save (spec §3 comment_input); blank adds none. */
  comment: z.string().trim().max(ACTION_REGISTER_LIMITS.commentMax).default(''),
});
export type SaveActionRegisterItem = z.infer<typeof ZSaveActionRegisterItem>;
export type SaveActionRegisterItemInput = z.input<typeof ZSaveActionRegisterItem>;

/** Items a page of a register's list holds unless `limit` says otherwise, and at most. */
export const ITEM_PAGE_SIZE = { default: 25, max: 100 } as const;

/**
 * Spec 001 §9 "Register item filters" and the register's search box, applied by the server:
 * search over titles (case-insensitive substring), then the filter: Due Date (soonest first,
 * undated last), Priority (High, Medium, Low), Assigned to me; otherwise creation order. Pages
 * follow with `after` (the previous answer's `nextCursor`).
 */
export const ZRegisterItemListQuery = z.object({
  filter: z.enum(ITEM_FILTERS).default('none'),
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(ITEM_PAGE_SIZE.max).default(ITEM_PAGE_SIZE.default),
  after: z.string().max(CURSOR_MAX_LENGTH).optional(),
});
export type RegisterItemListQuery = z.infer<typeof ZRegisterItemListQuery>;

export const ZRegisterItemPage = ZCursorPage(ZRegisterItem);
export type RegisterItemPage = z.infer<typeof ZRegisterItemPage>;

/** An item's comments, oldest first. */
export const ZItemCommentList = z.object({ items: z.array(ZItemComment) });

export const ZRegisterResult = z.object({ message: z.string(), actionRegister: ZRegister });
export const ZRegisterItemResult = z.object({ message: z.string(), item: ZRegisterItem });
