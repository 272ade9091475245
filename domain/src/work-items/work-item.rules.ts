import { earliestToday } from '../actions/action.rules.ts';
import type { Can } from '../common/can.ts';
import type { Role } from '../common/constants.ts';
import { MSG } from '../messages.ts';
import {
  DEFAULT_STATUS_CONFIG,
  KIND_LETTERS,
  type PortfolioLevel,
  STATUS_GROUPS,
  STATUS_IDS,
  type StatusConfig,
  type StatusGroup,
  WORK_ITEM_TYPES,
  WORKFLOW_ORDER,
  type WorkItemStatusId,
  type WorkItemType,
} from './work-item.model.ts';

// The work-item rules (spec 001 §4, §5, §6): pure functions the server enforces and the web
// uses to offer only what the server will accept.

const M = MSG.workItems;

/** What each type sits under: a Feature under a Project, a Task under an Epic or a Story … */
export const PARENT_KINDS: Record<WorkItemType, readonly (WorkItemType | 'Project')[]> = {
  Feature: ['Project'],
  Epic: ['Feature'],
  Story: ['Epic'],
  Task: ['Epic', 'Story'],
  Bug: ['Epic'],
};

export function canSitUnder(type: WorkItemType, parent: WorkItemType | 'Project'): boolean {
  return PARENT_KINDS[type].includes(parent);
}

/** The types that may sit under an item of `type` (an Epic's Stories, Tasks and Bugs …). */
export function childKinds(type: WorkItemType): WorkItemType[] {
  return WORK_ITEM_TYPES.filter((kind) => canSitUnder(kind, type));
}

/**
 * The types an item may become (the edit dialog's Type choices), its own first: any type that
 * still fits under its parent and still holds all of its children. A Feature stays a Feature
 * (only it sits under a Project), and nothing becomes one.
 */
export function typeChoices(
  type: WorkItemType,
  parentType: WorkItemType | null,
  childTypes: readonly WorkItemType[],
): WorkItemType[] {
  if (type === 'Feature') {
    return [type];
  }
  const fits = (kind: WorkItemType) =>
    kind !== 'Feature' &&
    (parentType === null || canSitUnder(kind, parentType)) &&
    childTypes.every((child) => canSitUnder(child, kind));
  return [type, ...WORK_ITEM_TYPES.filter((kind) => kind !== type && fits(kind))];
}

/**
 * Spec 001 §5's parent rule, for an edit: an item placed under a parent stays placed (it may move
 * to another parent, not out of the hierarchy), with 'Parent feature is required.' for an Epic and
 * 'Parent is required.' for the others. Items made by quick add start without one and may stay so
 * until someone places them. Null when the edit is fine.
 */
export function parentProblem(
  type: WorkItemType,
  hadParent: boolean,
  parentId: string | null,
): string | null {
  if (type === 'Feature' || !hadParent || parentId) {
    return null;
  }
  return type === 'Epic' ? M.parentFeatureRequired : M.parentRequired;
}

const withArticle = (kind: string, capital = false) => {
  const article = /^[AEIOU]/.test(kind) ? 'an' : 'a';
  return `${capital ? article[0]?.toUpperCase() + article.slice(1) : article} ${kind}`;
};

/** The refusal's text when an item is put under the wrong kind of parent. */
export function wrongParentMessage(type: WorkItemType): string {
  const parents = PARENT_KINDS[type].map((kind) => withArticle(kind)).join(' or ');
  return M.wrongParent(withArticle(type, true), parents);
}

/** Tasks and Bugs may go straight from New to Delivery: refining and designing are for larger items. */
const MAY_SKIP_TO_DELIVERY: readonly WorkItemType[] = ['Task', 'Bug'];

/**
 * The statuses an item may move to (the spec's to_status): the next status the squad uses, any
 * earlier one (reopening, sending back), and for Tasks and Bugs Delivery straight away. Statuses
 * the squad does not use are never offered; an item in such a status (the configuration changed
 * under it) may move to any status in use.
 */
export function allowedNextStatuses(
  type: WorkItemType,
  current: WorkItemStatusId,
  inUse: readonly WorkItemStatusId[] = WORKFLOW_ORDER,
): WorkItemStatusId[] {
  const ordered = WORKFLOW_ORDER.filter((id) => inUse.includes(id));
  const at = ordered.indexOf(current);
  if (at === -1) {
    return ordered;
  }
  const next = new Set<WorkItemStatusId>(ordered.slice(0, at));
  const following = ordered[at + 1];
  if (following !== undefined) {
    next.add(following);
  }
  const deliveryAt = ordered.indexOf(STATUS_IDS.delivery);
  if (MAY_SKIP_TO_DELIVERY.includes(type) && deliveryAt > at) {
    next.add(STATUS_IDS.delivery);
  }
  return ordered.filter((id) => next.has(id));
}

/** The fields a move to Refinement or Design needs (spec 001 §4), with their messages. */
export const STATUS_REQUIRED_FIELDS = {
  narrative: M.narrativeRequired,
  outcome: M.outcomeRequired,
  plannedStart: M.plannedStartRequired,
  plannedEnd: M.plannedEndRequired,
} as const;
export type StatusRequiredField = keyof typeof STATUS_REQUIRED_FIELDS;

const NEEDS_FIELDS_TYPES: readonly WorkItemType[] = ['Feature', 'Epic', 'Story'];
const NEEDS_FIELDS_STATUSES: readonly WorkItemStatusId[] = [STATUS_IDS.refinement, STATUS_IDS.design];

type RequiredFieldValues = Record<StatusRequiredField, string | null | undefined>;

/**
 * The fields missing for a move of an item of `type` to `to`, each with its message (empty when
 * the move needs none): Features, Epics and Stories need narrative, outcome, planned start and
 * planned end to enter Refinement or Design.
 */
export function missingFieldsForStatus(
  type: WorkItemType,
  to: WorkItemStatusId,
  values: RequiredFieldValues,
): Partial<Record<StatusRequiredField, string>> {
  if (!NEEDS_FIELDS_TYPES.includes(type) || !NEEDS_FIELDS_STATUSES.includes(to)) {
    return {};
  }
  const missing: Partial<Record<StatusRequiredField, string>> = {};
  for (const field of Object.keys(STATUS_REQUIRED_FIELDS) as StatusRequiredField[]) {
    if (!values[field]?.trim()) {
      missing[field] = STATUS_REQUIRED_FIELDS[field];
    }
  }
  return missing;
}

/**
 * Spec 001 §4: the server refuses a change while child items are open. An item is closed by
 * reaching Done, so a parent may be done only once all its children are.
 */
export function childrenBlockMove(to: WorkItemStatusId, childStatuses: readonly WorkItemStatusId[]): boolean {
  return to === STATUS_IDS.done && childStatuses.some((status) => status !== STATUS_IDS.done);
}

/**
 * Spec 001 §5: a planned start is today or later, a planned end tomorrow or later (and not before
 * the start). "Today" is the earliest calendar day still current somewhere, as for due dates:
 * the server does not know the browser's time zone. Only a date being set is checked, so an item
 * whose dates have passed can still be edited. Null when fine, else the field and its message.
 */
export function plannedDateProblem(
  change: { plannedStart?: string | null; plannedEnd?: string | null },
  now: Date,
): { field: 'plannedStart' | 'plannedEnd'; message: string } | null {
  const today = earliestToday(now);
  if (change.plannedStart && change.plannedStart < today) {
    return { field: 'plannedStart', message: M.plannedStartTooEarly };
  }
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  if (change.plannedEnd && change.plannedEnd < tomorrow.toISOString().slice(0, 10)) {
    return { field: 'plannedEnd', message: M.plannedEndTooEarly };
  }
  return null;
}

/** Spec 001 §6: Features are read-only except for a Super Admin. */
export function canEditWorkItem(role: Role, type: WorkItemType): boolean {
  return type !== 'Feature' || role === 'SUPER_ADMIN';
}

/**
 * Which field holds an item's description (spec 001 §5): a Bug is described by its Actual Result,
 * every other type by its Narrative. A retro card's text goes there.
 */
export function descriptionField(type: WorkItemType): 'actualResult' | 'narrative' {
  return type === 'Bug' ? 'actualResult' : 'narrative';
}

/**
 * What the caller may do with an item they can see, as the server answers it with the item: edit
 * it (canEditWorkItem), and move it, i.e. rank it in its squad's backlog or send it to a sprint,
 * which needs an item of a squad that the caller may edit.
 */
export function workItemAbilities(
  role: Role,
  item: { type: WorkItemType; squadId: string | null },
): Can<'edit' | 'move'> {
  const edit = canEditWorkItem(role, item.type);
  return { edit, move: edit && item.squadId !== null };
}

/**
 * The prefix of a new item's acronym id: its project's acronym (or, outside any project, its
 * squad's) and the letter of its type, e.g. PAY + S. The number follows (PAYS12).
 */
export function acronymPrefix(ownerAcronym: string, kind: WorkItemType | PortfolioLevel): string {
  return `${ownerAcronym}${KIND_LETTERS[kind]}`;
}

/** Spec 001 §3: the acronym id, a dash, then the title ("PAYS12 - Checkout page"). */
export function acronymTitle(acronymId: string, title: string): string {
  return `${acronymId} - ${title}`;
}

/**
 * Checks a squad's status configuration; null when it is valid, else the message: New and Done
 * are always in use, each status in use has a board column, the backlog lists statuses in use.
 */
export function statusConfigProblem(config: StatusConfig): string | null {
  if (!config.statuses.includes(STATUS_IDS.new) || !config.statuses.includes(STATUS_IDS.done)) {
    return M.statusConfigNewAndDone;
  }
  for (const status of config.statuses) {
    const column = config.columns[status];
    if (!column || !STATUS_GROUPS.includes(column)) {
      return M.statusConfigColumn;
    }
  }
  if (config.backlog.some((status) => !config.statuses.includes(status))) {
    return M.statusConfigBacklog;
  }
  return null;
}

/** The configuration as stored: statuses in workflow order, no duplicates, columns only for those in use. */
export function normaliseStatusConfig(config: StatusConfig): StatusConfig {
  const statuses = WORKFLOW_ORDER.filter((id) => config.statuses.includes(id));
  const columns: StatusConfig['columns'] = {};
  for (const status of statuses) {
    const column = config.columns[status];
    if (column) {
      columns[status] = column;
    }
  }
  return { statuses, columns, backlog: WORKFLOW_ORDER.filter((id) => config.backlog.includes(id)) };
}

// ── The sprint board ────────────────────────────────────────────────────────────────────────

/**
 * The board column of a status: the squad's mapping, or the default one for a status the squad
 * stopped using while items still sit in it (they stay visible, where they used to be).
 */
export function columnOfStatus(status: WorkItemStatusId, config: StatusConfig): StatusGroup {
  return config.columns[status] ?? DEFAULT_STATUS_CONFIG.columns[status] ?? 'New';
}

export interface BoardColumn {
  group: StatusGroup;
  /** The statuses in use that the column holds, in workflow order. */
  statuses: WorkItemStatusId[];
}

/**
 * The sprint board's columns: every status group the squad maps a status in use to, in
 * STATUS_GROUPS order, plus the column of any status in `extra` (statuses the cards are in,
 * should one no longer be in use) so no card is left without a column.
 */
export function boardColumns(config: StatusConfig, extra: readonly WorkItemStatusId[] = []): BoardColumn[] {
  const inUse = WORKFLOW_ORDER.filter((id) => config.statuses.includes(id));
  const groups = new Set<StatusGroup>([
    ...inUse.map((id) => columnOfStatus(id, config)),
    ...extra.map((id) => columnOfStatus(id, config)),
  ]);
  return STATUS_GROUPS.filter((group) => groups.has(group)).map((group) => ({
    group,
    statuses: inUse.filter((id) => columnOfStatus(id, config) === group),
  }));
}

/**
 * What a card dropped into `column` becomes: the first status of that column (workflow order)
 * the workflow allows from the card's current one. Null when the card is already in that column
 * (nothing to change) or when no status of the column may follow (the board then says which
 * statuses can: allowedNextStatuses). The server checks the move again, with the fields and
 * children rules the board cannot see.
 */
export function statusForColumn(
  type: WorkItemType,
  current: WorkItemStatusId,
  column: StatusGroup,
  config: StatusConfig,
): WorkItemStatusId | null {
  if (columnOfStatus(current, config) === column) {
    return null;
  }
  const allowed = allowedNextStatuses(type, current, config.statuses);
  const target = WORKFLOW_ORDER.find((id) => config.columns[id] === column && allowed.includes(id));
  return target ?? null;
}
