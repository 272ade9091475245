// The work-item hierarchy and its status workflow (spec 000 §3, spec 001 §3 "Work item", §4 "Work
// item status", §9): the constants every layer shares. Schemas are in work-item.schema.ts, rules
// in work-item.rules.ts.

export const PORTFOLIO_LEVELS = ['Initiative', 'Project'] as const;
export type PortfolioLevel = (typeof PORTFOLIO_LEVELS)[number];

export const WORK_ITEM_TYPES = ['Feature', 'Epic', 'Story', 'Task', 'Bug'] as const;
export type WorkItemType = (typeof WORK_ITEM_TYPES)[number];

/** What a retro card may become in the backlog: the team's own work, not a Feature or an Epic. */
export const CARD_WORK_ITEM_TYPES = ['Story', 'Task', 'Bug'] as const satisfies readonly WorkItemType[];

/** Spec 000 §3: the acronym letter of each kind, also the letter its icon shows. */
export const KIND_LETTERS: Record<PortfolioLevel | WorkItemType, string> = {
  Initiative: 'I',
  Project: 'P',
  Feature: 'F',
  Epic: 'E',
  Story: 'S',
  Task: 'T',
  Bug: 'B',
};

/**
 * Spec 001 §4: status ids as the original product numbered them (the release dashboard counts
 * by them; 4 is Done), in workflow order.
 */
export const WORK_ITEM_STATUSES = [
  { id: 1, name: 'New' },
  { id: 6, name: 'Refinement' },
  { id: 7, name: 'Design' },
  { id: 8, name: 'Delivery' },
  { id: 9, name: 'Testing' },
  { id: 4, name: 'Done' },
] as const;
export type WorkItemStatusId = (typeof WORK_ITEM_STATUSES)[number]['id'];
export type WorkItemStatusName = (typeof WORK_ITEM_STATUSES)[number]['name'];

export const STATUS_IDS = {
  new: 1,
  refinement: 6,
  design: 7,
  delivery: 8,
  testing: 9,
  done: 4,
} as const satisfies Record<string, WorkItemStatusId>;

/** The workflow's order of status ids. */
export const WORKFLOW_ORDER: readonly WorkItemStatusId[] = WORK_ITEM_STATUSES.map((s) => s.id);

export const STATUS_ID_VALUES = WORKFLOW_ORDER as readonly [WorkItemStatusId, ...WorkItemStatusId[]];

export function statusName(id: WorkItemStatusId): WorkItemStatusName {
  const found = WORK_ITEM_STATUSES.find((s) => s.id === id);
  if (!found) {
    throw new Error(`unknown work item status ${id}`);
  }
  return found.name;
}

/** Spec 001 §9: priority and severity run 1 to 4; new items (and a type change) take 4. */
export const PRIORITY_LEVELS = [1, 2, 3, 4] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];
export const DEFAULT_PRIORITY: PriorityLevel = 4;

/** Spec 001 §4: the default status groups of a squad's board, in column order. */
export const STATUS_GROUPS = ['New', 'Refinement', 'Test', 'Complete'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

/** A squad's status configuration (spec 001 §7 call 15: statusConfig, columnMapped, backlogConfig). */
export interface StatusConfig {
  /** The statuses the squad uses, in workflow order; New and Done always. */
  statuses: WorkItemStatusId[];
  /** The board column (status group) of each status in use. */
  columns: Partial<Record<WorkItemStatusId, StatusGroup>>;
  /** The statuses whose items the backlog lists. */
  backlog: WorkItemStatusId[];
}

export const DEFAULT_STATUS_CONFIG: StatusConfig = {
  statuses: [1, 6, 7, 8, 9, 4],
  columns: { 1: 'New', 6: 'Refinement', 7: 'Refinement', 8: 'Test', 9: 'Test', 4: 'Complete' },
  backlog: [1, 6, 7, 8, 9],
};
