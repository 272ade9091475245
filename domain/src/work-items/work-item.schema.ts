import { z } from 'zod';
import { ZCan } from '../common/can.ts';
import { CURSOR_MAX_LENGTH } from '../common/cursor.ts';
import { ZCursorPage } from '../common/pagination.ts';
import { ZItems, ZMessageWith } from '../common/results.ts';
import { MSG } from '../messages.ts';
import {
  CARD_WORK_ITEM_TYPES,
  DEFAULT_PRIORITY,
  PRIORITY_LEVELS,
  STATUS_GROUPS,
  STATUS_ID_VALUES,
  WORK_ITEM_TYPES,
  type WorkItemStatusId,
} from './work-item.model.ts';

// Work items (spec 001 §3 "Work item", §5 "Work item form"): one schema per payload, shared by
// the server routes and the web. The hierarchy and workflow rules are in work-item.rules.ts.

const M = MSG.workItems;

export const WORK_ITEM_LIMITS = {
  titleMax: 200,
  textMax: 20_000,
  labelMax: 40,
  labelsMax: 20,
  releaseVersionsMax: 20,
  impactedSquadsMax: 50,
  /** Items one bulk change (move to a sprint, set status or owner) may name. */
  bulkMax: 200,
  backlogPageDefault: 50,
  backlogPageMax: 200,
  /** Rows a CSV export of the backlog holds at most. */
  exportMax: 10_000,
} as const;

export const ZStatusId = z.union(STATUS_ID_VALUES.map((id) => z.literal(id))) as z.ZodType<
  WorkItemStatusId,
  WorkItemStatusId
>;
const ZLevel = z.union(PRIORITY_LEVELS.map((level) => z.literal(level)));
const dateOrNull = z.iso.date().nullable();
const textOrNull = z.string().trim().max(WORK_ITEM_LIMITS.textMax).nullable();
const ZTitle = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(WORK_ITEM_LIMITS.titleMax, M.titleTooLong);
const ZLabels = z
  .array(z.string().trim().max(WORK_ITEM_LIMITS.labelMax))
  .max(WORK_ITEM_LIMITS.labelsMax)
  // Spec 001 §5: blank labels are ignored.
  .transform((labels) => [...new Set(labels.filter((label) => label !== ''))]);

/**
 * The retro an item was made from, as its Edit dialog links back to it: `room` is the
 * address of its room (/retro-session/{room}), its summary once the retro is over.
 */
export const ZWorkItemOrigin = z.object({ retroId: z.string(), retroTitle: z.string(), room: z.string() });
export type WorkItemOrigin = z.infer<typeof ZWorkItemOrigin>;

export const ZWorkItem = z.object({
  id: z.string(),
  type: z.enum(WORK_ITEM_TYPES),
  title: z.string(),
  /** e.g. PAYS12: the project's (or squad's) acronym, the type's letter, a number. */
  acronymId: z.string(),
  squadId: z.string().nullable(),
  projectId: z.string().nullable(),
  parentId: z.string().nullable(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  reporterId: z.string().nullable(),
  reporterName: z.string().nullable(),
  /** Null: the Backlog. */
  sprintId: z.string().nullable(),
  statusId: ZStatusId,
  /** The statuses it may move to now (the spec's to_status). */
  nextStatusIds: z.array(ZStatusId),
  priority: ZLevel,
  severity: ZLevel,
  blocked: z.boolean(),
  narrative: z.string().nullable(),
  outcome: z.string().nullable(),
  actualResult: z.string().nullable(),
  expectedResult: z.string().nullable(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  effortHours: z.number().nullable(),
  durationDays: z.number().nullable(),
  size: z.number().nullable(),
  labels: z.array(z.string()),
  releaseVersions: z.array(z.string()),
  impactedSquadIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do with it (workItemAbilities): edit its fields, move it in the backlog. */
  can: ZCan('edit', 'move'),
  /**
   * Made from a retro card: that retro, when the caller may see it. Only the read of one item
   * (its Edit dialog) answers it: lists do not pay for the join.
   */
  origin: ZWorkItemOrigin.nullable().optional(),
});
export type WorkItem = z.infer<typeof ZWorkItem>;

/** The answer to a create, an edit, a status change or a move: the message to show and the item. */
export const ZWorkItemResult = z.object({ message: z.string(), item: ZWorkItem });
export type WorkItemResult = z.infer<typeof ZWorkItemResult>;

/** A short list of items: a node's Features, an item's children. */
export const ZWorkItemList = z.object({ items: z.array(ZWorkItem) });

/**
 * A new item: a Feature names its Project (`parentId`); other types may start without a parent
 * (the backlog's quick add is a title and a type) and need a squad, whose backlog they join.
 */
export const ZCreateWorkItem = z.object({
  type: z.enum(WORK_ITEM_TYPES, { error: M.typeRequired }),
  title: ZTitle,
  parentId: z.uuid({ error: M.parentRequired }).nullable().default(null),
  squadId: z.uuid({ error: M.squadRequired }).nullable().default(null),
  ownerId: z.uuid().nullable().default(null),
  priority: ZLevel.default(DEFAULT_PRIORITY),
  severity: ZLevel.default(DEFAULT_PRIORITY),
  /** Where in the backlog: before this item (null: at the end). */
  beforeId: z.uuid().nullable().default(null),
});
export type CreateWorkItem = z.infer<typeof ZCreateWorkItem>;
export type CreateWorkItemInput = z.input<typeof ZCreateWorkItem>;

/**
 * A retro card into the retro squad's backlog, a board operation: the title (prefilled
 * from the card, within the title limit), the description (the card's text, kept as the item's
 * narrative) and, optionally, a parent the type may sit under, which puts it under its project.
 */
export const ZCardToBacklog = z.object({
  opId: z.uuid(),
  cardId: z.uuid(),
  type: z.enum(CARD_WORK_ITEM_TYPES, { error: M.typeRequired }),
  title: ZTitle,
  description: z.string().trim().max(WORK_ITEM_LIMITS.textMax),
  parentId: z.uuid({ error: M.parentRequired }).nullable().default(null),
});
export type CardToBacklog = z.infer<typeof ZCardToBacklog>;

/** A card's mark of an item made from it: "Story PAYS12", linking to the item. */
export const ZCardWorkItem = z.object({
  id: z.string(),
  type: z.enum(WORK_ITEM_TYPES),
  acronymId: z.string(),
});
export type CardWorkItem = z.infer<typeof ZCardWorkItem>;

/** An edit of any of the item's fields; those left out stay as they are. */
export const ZUpdateWorkItem = z
  .object({
    /** Spec 001 §2.8: choosing a type resets the priority to 4 (the dialog sends both). */
    type: z.enum(WORK_ITEM_TYPES, { error: M.typeRequired }),
    title: ZTitle,
    parentId: z.uuid().nullable(),
    squadId: z.uuid().nullable(),
    ownerId: z.uuid().nullable(),
    reporterId: z.uuid().nullable(),
    sprintId: z.uuid().nullable(),
    priority: ZLevel,
    severity: ZLevel,
    blocked: z.boolean(),
    narrative: textOrNull,
    outcome: textOrNull,
    actualResult: textOrNull,
    expectedResult: textOrNull,
    plannedStart: dateOrNull,
    plannedEnd: dateOrNull,
    effortHours: z.number().min(0).max(100_000).nullable(),
    durationDays: z.number().min(0).max(10_000).nullable(),
    size: z.number().min(0).max(10_000).nullable(),
    labels: ZLabels,
    releaseVersions: z.array(z.string().trim().min(1).max(80)).max(WORK_ITEM_LIMITS.releaseVersionsMax),
    impactedSquadIds: z.array(z.uuid()).max(WORK_ITEM_LIMITS.impactedSquadsMax),
  })
  .partial();
export type UpdateWorkItem = z.infer<typeof ZUpdateWorkItem>;

export const ZChangeWorkItemStatus = z.object({ statusId: ZStatusId });
export type ChangeWorkItemStatus = z.infer<typeof ZChangeWorkItemStatus>;

/**
 * A drag in the backlog: the item lands right after this one (null: at the top). The server reads
 * the neighbours as they are now, so a move made on a slightly stale list still lands where meant.
 */
export const ZRankWorkItem = z.object({ afterId: z.uuid().nullable() });
export type RankWorkItem = z.infer<typeof ZRankWorkItem>;

/** The backlog's multi-select: one change to many items (spec-free; conventions rule 12). */
export const ZBulkWorkItemChange = z
  .object({
    ids: z.array(z.uuid()).min(1).max(WORK_ITEM_LIMITS.bulkMax),
    sprintId: z.uuid().nullable().optional(),
    statusId: ZStatusId.optional(),
    ownerId: z.uuid().nullable().optional(),
  })
  .refine((c) => c.sprintId !== undefined || c.statusId !== undefined || c.ownerId !== undefined, {
    message: M.bulkNothing,
  });
export type BulkWorkItemChange = z.infer<typeof ZBulkWorkItemChange>;

export const ZBacklogQuery = z.object({
  squadId: z.uuid({ error: M.squadRequired }),
  type: z.enum(WORK_ITEM_TYPES).optional(),
  statusId: z.coerce.number().pipe(ZStatusId).optional(),
  ownerId: z.uuid().optional(),
  label: z.string().trim().max(WORK_ITEM_LIMITS.labelMax).optional(),
  search: z.string().trim().max(100).optional(),
  after: z.string().max(CURSOR_MAX_LENGTH).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(WORK_ITEM_LIMITS.backlogPageMax)
    .default(WORK_ITEM_LIMITS.backlogPageDefault),
});
export type BacklogQuery = z.infer<typeof ZBacklogQuery>;

/** The CSV export's filters: the backlog's, without the paging. */
export const ZBacklogExportQuery = ZBacklogQuery.omit({ after: true, limit: true });
export type BacklogExportQuery = z.infer<typeof ZBacklogExportQuery>;

export const ZBacklogPage = ZCursorPage(ZWorkItem);
export type BacklogPage = z.infer<typeof ZBacklogPage>;

export const ZStatusConfig = z.object({
  statuses: z.array(ZStatusId).min(2).max(STATUS_ID_VALUES.length),
  columns: z.partialRecord(z.enum(['1', '4', '6', '7', '8', '9']), z.enum(STATUS_GROUPS)),
  backlog: z.array(ZStatusId).max(STATUS_ID_VALUES.length),
});
export type StatusConfigPayload = z.infer<typeof ZStatusConfig>;
/** PUT /api/work-items/status-config/:squadId answers the confirmation and the saved config. */
export const ZStatusConfigResult = ZMessageWith({ config: ZStatusConfig });

/** One change of an item (spec 001 §3 history): who, when, and what. */
export const ZWorkItemHistoryEntry = z.object({
  id: z.string(),
  actorName: z.string(),
  fromStatusId: ZStatusId.nullable(),
  toStatusId: ZStatusId.nullable(),
  summary: z.string(),
  at: z.string(),
});
export type WorkItemHistoryEntry = z.infer<typeof ZWorkItemHistoryEntry>;
export const ZWorkItemHistory = ZItems(ZWorkItemHistoryEntry);

/** The bulk change's answer: the confirmation and how many items it changed. */
export const ZBulkResult = ZMessageWith({ count: z.number().int() });

/** What an item of `type` may be put under (the edit dialog's Parent), matching `q`. */
export const ZParentChoiceQuery = z.object({
  type: z.enum(WORK_ITEM_TYPES, { error: M.typeRequired }),
  q: z.string().trim().max(100).default(''),
});
export const ZParentChoice = z.object({
  id: z.string(),
  type: z.enum(WORK_ITEM_TYPES),
  acronymId: z.string(),
  title: z.string(),
  projectId: z.string().nullable(),
});
export type ParentChoice = z.infer<typeof ZParentChoice>;
export const ZParentChoices = z.object({ items: z.array(ZParentChoice) });
