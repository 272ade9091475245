import { z } from 'zod';
import { ZCan } from '../common/can.ts';
import { MSG } from '../messages.ts';
import {
  CONSEQUENCES,
  IMPACTS,
  LIKELIHOODS,
  RAID_LEVELS,
  RAID_LIMITS,
  RAID_PRIORITIES,
  RAID_STATUSES,
  RAID_TYPES,
  RELATES_TO,
  RELATIONS,
  RISK_FLAGS,
  RISK_TYPES,
} from './raid.model.ts';
import { RAID_FILTERS } from './raid.rules.ts';

// The RAID register's payloads (spec 001 §3 "RAID item", "RAID form payload"), one schema each,
// shared by the server routes and the web form. Which typed fields an item keeps is the rules'
// (raid.rules.ts keepShownFields): the server stores null for a field its type does not show.

const M = MSG.raid;

const date = z.iso.date({ error: MSG.sprint.invalidDate });
const html = z.string().max(RAID_LIMITS.textMax).nullable();
const ZLabels = z
  .array(z.string().trim().max(RAID_LIMITS.labelMax))
  .max(RAID_LIMITS.labelsMax)
  // Spec 001 §5 "RAID labels": empty ones are ignored.
  .transform((labels) => [...new Set(labels.filter((label) => label !== ''))]);

export const ZRaidType = z.enum(RAID_TYPES, { error: M.typeRequired });
export const ZRaidStatus = z.enum(RAID_STATUSES);

/** The fields whose presence depends on the type, each null when the type does not show it. */
const typedFields = {
  priority: z.enum(RAID_PRIORITIES).nullable(),
  impact: z.enum(IMPACTS).nullable(),
  currentLikelihood: z.enum(LIKELIHOODS).nullable(),
  currentConsequence: z.enum(CONSEQUENCES).nullable(),
  treatedLikelihood: z.enum(LIKELIHOODS).nullable(),
  treatedConsequence: z.enum(CONSEQUENCES).nullable(),
  riskType: z.enum(RISK_TYPES).nullable(),
  flag: z.enum(RISK_FLAGS).nullable(),
  certainty: z.enum(RAID_PRIORITIES).nullable(),
  relatesTo: z.enum(RELATES_TO).nullable(),
  workItemId: z.uuid().nullable(),
  relation: z.enum(RELATIONS).nullable(),
};

const ZPersonRef = z.object({ id: z.string(), name: z.string() });

/** A RAID item as the register lists it and the edit dialog opens it. */
export const ZRaidItem = z.object({
  id: z.uuid(),
  type: ZRaidType,
  title: z.string(),
  /** e.g. PAYSR3: the parent's acronym, the type's letter, the number. */
  acronymId: z.string(),
  status: ZRaidStatus,
  ...typedFields,
  /** The Dependency's work item, as the Relationship tab shows it. */
  workItem: z.object({ id: z.string(), acronymId: z.string(), title: z.string() }).nullable(),
  description: html,
  /** The Treatment Plan (Risk) or Action Plan (others). */
  plan: html,
  raisedDate: date,
  /** Treatment Due Date (Risk) or Next Review Date (others). */
  dueDate: date.nullable(),
  level: z.enum(RAID_LEVELS),
  parent: z.object({ id: z.string(), acronymId: z.string(), title: z.string() }),
  owner: ZPersonRef.nullable(),
  reporter: ZPersonRef.nullable(),
  labels: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do with it (raid.rules raidItemCan). */
  can: ZCan('edit'),
});
export type RaidItem = z.infer<typeof ZRaidItem>;

export const ZRaidList = z.object({ items: z.array(ZRaidItem) });
export type RaidList = z.infer<typeof ZRaidList>;

/** POST /api/raid: a new item. It starts as New; the reporter defaults to whoever raises it. */
export const ZCreateRaid = z.object({
  type: ZRaidType,
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(RAID_LIMITS.titleMax, M.titleTooLong),
  ownerId: z.uuid().nullable(),
  reporterId: z.uuid().nullable(),
  ...typedFields,
  description: html,
  plan: html,
  /** Today when not given (spec 001 §4: the raised date is set to now on create). */
  raisedDate: date.optional(),
  dueDate: date.nullable(),
  level: z.enum(RAID_LEVELS, { error: M.levelRequired }),
  parentId: z.uuid({ error: M.parentRequired }),
  labels: ZLabels,
});
export type CreateRaid = z.infer<typeof ZCreateRaid>;
export type CreateRaidInput = z.input<typeof ZCreateRaid>;

/** PATCH /api/raid/:id: the whole form again, with the status (any of the type's, spec 001 §4). */
export const ZUpdateRaid = ZCreateRaid.extend({ status: ZRaidStatus, raisedDate: date });
export type UpdateRaid = z.infer<typeof ZUpdateRaid>;

export const ZRaidResult = z.object({ message: z.string(), item: ZRaidItem });
export type RaidResult = z.infer<typeof ZRaidResult>;

/** GET /api/raid/work-items?parentId=&type=: a Dependency's choices (spec 001 §7 RAID call 5). */
export const ZRaidWorkItemQuery = z.object({ parentId: z.uuid(), type: z.enum(RELATES_TO) });

/** The work items of that type under the parent (a Project, or an Initiative's projects). */
export const ZRaidWorkItemChoices = z.object({
  items: z.array(z.object({ id: z.uuid(), acronymId: z.string(), title: z.string() })),
});
export type RaidWorkItemChoices = z.infer<typeof ZRaidWorkItemChoices>;

/**
 * GET /api/raid.csv: the register as the page shows it, with the page's filters (the same
 * rules: matchesRaidFilter, matchesRaidSearch), each optional.
 */
export const ZRaidExportQuery = z.object({
  filter: z.enum(RAID_FILTERS).optional(),
  status: ZRaidStatus.optional(),
  type: ZRaidType.optional(),
  q: z.string().max(RAID_LIMITS.titleMax).optional(),
});
export type RaidExportQuery = z.infer<typeof ZRaidExportQuery>;
