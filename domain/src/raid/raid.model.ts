// The RAID register's constants (spec 001 §2.6, §4 "RAID overall status", §9 scales and lists):
// what every layer shares. Payload schemas are in raid.schema.ts, rules in raid.rules.ts.
// Values are the spec's own words (including 'business', 'reputation' and 'Certainity' in lower
// and odd case): they are shown as they are and compared in tests.

import { ATTACHMENT_LIMITS } from '../attachments/attachment.rules.ts';

export const RAID_TYPES = ['Risk', 'Issue', 'Dependency', 'Assumption'] as const;
export type RaidType = (typeof RAID_TYPES)[number];

/** Spec 001 §3 acronym rule: the parent's acronym plus the type's letter. */
export const RAID_TYPE_LETTERS: Record<RaidType, string> = {
  Risk: 'R',
  Issue: 'I',
  Dependency: 'D',
  Assumption: 'A',
};

export const RAID_STATUSES = [
  'New',
  'In Progress',
  'In Treatment',
  'Accepted',
  'Complete',
  'Cancelled',
  'On Hold',
] as const;
export type RaidStatus = (typeof RAID_STATUSES)[number];

/** Issue, Dependency and Assumption; a Risk adds In Treatment and Accepted. */
export const NON_RISK_STATUSES: readonly RaidStatus[] = [
  'New',
  'In Progress',
  'Complete',
  'Cancelled',
  'On Hold',
];

/** The 'Open Items' filter (spec 001 §4): everything not Complete or Cancelled. */
export const OPEN_RAID_STATUSES: readonly RaidStatus[] = [
  'New',
  'In Progress',
  'In Treatment',
  'Accepted',
  'On Hold',
];

export const RAID_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type RaidPriority = (typeof RAID_PRIORITIES)[number];

/** Lowest to highest: the heat map's columns. */
export const CONSEQUENCES = ['Very low', 'Low', 'Moderate', 'Major', 'Extreme'] as const;
export type Consequence = (typeof CONSEQUENCES)[number];

/** Lowest to highest: the heat map's rows. */
export const LIKELIHOODS = ['Unlikely', 'Possible', 'Likely', 'Almost Certain'] as const;
export type Likelihood = (typeof LIKELIHOODS)[number];

export const IMPACTS = [
  'None',
  'People',
  'Customer',
  'business',
  'reputation',
  'Compliance',
  'Cost',
  'Legal',
  'Schedule',
  'Scope',
  'Benefits',
] as const;
export type Impact = (typeof IMPACTS)[number];

export const RISK_TYPES = ['None', 'Delivery', 'Delivered'] as const;
export type RiskType = (typeof RISK_TYPES)[number];

export const RISK_FLAGS = ['Green', 'Amber', 'Red'] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/** A Dependency relates to work items of one of these types under the chosen parent. */
export const RELATES_TO = ['Feature', 'Epic', 'Story', 'Task', 'Bug'] as const;
export type RelatesTo = (typeof RELATES_TO)[number];

export const RELATIONS = [
  'None',
  'FS: Finish to Start',
  'SF: Start to Finish',
  'FF: Finish to Finish',
] as const;
export type Relation = (typeof RELATIONS)[number];

export const RAID_LEVELS = ['Initiative', 'Project'] as const;
export type RaidLevel = (typeof RAID_LEVELS)[number];

/** Spec 001 §9: at most 3 attachments of under 10 MB each. */
export const RAID_LIMITS = {
  titleMax: 200,
  textMax: 20_000,
  labelMax: 40,
  labelsMax: 20,
  maxAttachments: ATTACHMENT_LIMITS.perItem,
  maxAttachmentBytes: ATTACHMENT_LIMITS.raidMaxBytes,
} as const;
