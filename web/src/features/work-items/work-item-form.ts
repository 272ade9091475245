import type { FormErrors } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import {
  PRIORITY_LEVELS,
  STATUS_ID_VALUES,
  statusName,
  type WorkItemStatusId,
  type WorkItemType,
} from '@squadboard/domain/work-items/work-item.model';
import { parentProblem } from '@squadboard/domain/work-items/work-item.rules';
import {
  type UpdateWorkItem,
  type WorkItem,
  ZUpdateWorkItem,
} from '@squadboard/domain/work-items/work-item.schema';
import dayjs from 'dayjs';
import { todayIso } from '../../lib/calendar-day.ts';
import { zodErrors } from '../../lib/form.ts';
import { WORK_ITEM_UI as UI } from './work-items-strings.ts';

// The work-item form's values and their mapping onto ZUpdateWorkItem, kept apart from the page
// so they can be tested without rendering. The schema is the server's; nothing is checked twice.

export interface WorkItemFormValues {
  /** The type chosen in the dialog; the fields shown follow it. */
  type: WorkItemType;
  title: string;
  ownerId: string | null;
  /** What the owner type-ahead shows; only a picked person (ownerId) is sent. */
  ownerName: string;
  reporterId: string | null;
  reporterName: string;
  /** A Feature's project, any other type's parent item. */
  parentId: string | null;
  /** Whether the saved item has a parent: then it may move to another, not out (never sent). */
  placed: boolean;
  squadId: string | null;
  /** Null: the Backlog. */
  sprintId: string | null;
  /** '1' to '4', as the Select holds it. */
  priority: string;
  severity: string;
  blocked: boolean;
  /** Rich text (HTML); '' when empty. */
  narrative: string;
  outcome: string;
  actualResult: string;
  expectedResult: string;
  /** YYYY-MM-DD, as Mantine's DatePickerInput holds it. */
  plannedStart: string | null;
  plannedEnd: string | null;
  /** NumberInput gives '' when empty. */
  effortHours: number | string;
  durationDays: number | string;
  size: number | string;
  labels: string[];
  releaseVersions: string[];
  impactedSquadIds: string[];
}

export function valuesOfItem(item: WorkItem): WorkItemFormValues {
  return {
    type: item.type,
    title: item.title,
    ownerId: item.ownerId,
    ownerName: item.ownerName ?? '',
    reporterId: item.reporterId,
    reporterName: item.reporterName ?? '',
    parentId: item.type === 'Feature' ? item.projectId : item.parentId,
    placed: item.parentId !== null,
    squadId: item.squadId,
    sprintId: item.sprintId,
    priority: String(item.priority),
    severity: String(item.severity),
    blocked: item.blocked,
    narrative: item.narrative ?? '',
    outcome: item.outcome ?? '',
    actualResult: item.actualResult ?? '',
    expectedResult: item.expectedResult ?? '',
    plannedStart: item.plannedStart,
    plannedEnd: item.plannedEnd,
    effortHours: item.effortHours ?? '',
    durationDays: item.durationDays ?? '',
    size: item.size ?? '',
    labels: item.labels,
    releaseVersions: item.releaseVersions,
    impactedSquadIds: item.impactedSquadIds,
  };
}

/** Bugs have a severity and actual and expected results where other types have narrative and outcome. */
export const isBug = (type: WorkItemType) => type === 'Bug';

const textOrNull = (text: string) => (text.trim() === '' ? null : text);
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** Spec 001 §2.8: a sprint for Stories, Tasks and Bugs; Features and Epics span sprints. */
export const hasSprint = (type: WorkItemType) => type === 'Story' || type === 'Task' || type === 'Bug';

function fieldsOf(values: WorkItemFormValues, type: WorkItemType) {
  const common = {
    type: values.type,
    title: values.title,
    ownerId: values.ownerId,
    reporterId: values.reporterId,
    parentId: values.parentId,
    squadId: values.squadId,
    priority: Number(values.priority),
    blocked: values.blocked,
    plannedStart: values.plannedStart || null,
    plannedEnd: values.plannedEnd || null,
    effortHours: numberOrNull(values.effortHours),
    durationDays: numberOrNull(values.durationDays),
    size: numberOrNull(values.size),
    labels: values.labels,
    releaseVersions: values.releaseVersions,
    impactedSquadIds: values.impactedSquadIds,
    ...(hasSprint(type) ? { sprintId: values.sprintId } : {}),
  };
  return isBug(type)
    ? {
        ...common,
        severity: Number(values.severity),
        actualResult: textOrNull(values.actualResult),
        expectedResult: textOrNull(values.expectedResult),
      }
    : { ...common, narrative: textOrNull(values.narrative), outcome: textOrNull(values.outcome) };
}

/** The PATCH body: the fields the chosen type shows. */
export function toUpdateBody(values: WorkItemFormValues): UpdateWorkItem {
  return ZUpdateWorkItem.parse(fieldsOf(values, values.type));
}

/** The PATCH body and the form's errors: the server's schema, plus what only a picker knows. */
export function validateWorkItemForm(values: WorkItemFormValues): FormErrors {
  const { type } = values;
  const result = ZUpdateWorkItem.safeParse(fieldsOf(values, type));
  const errors = result.success ? {} : zodErrors(result.error);
  // A name typed but never picked from the list is not a person the server can assign.
  if (!values.ownerId && values.ownerName.trim()) {
    errors.ownerId = MSG.workItems.ownerNotFound;
  }
  if (!values.reporterId && values.reporterName.trim()) {
    errors.reporterId = MSG.workItems.reporterNotFound;
  }
  // Spec 001 §5: a Feature needs its project, every other item its squad.
  if (type === 'Feature' && !values.parentId) {
    errors.parentId = MSG.workItems.projectRequired;
  }
  const unplaced = parentProblem(type, values.placed, values.parentId);
  if (unplaced) {
    errors.parentId = unplaced;
  }
  if (type !== 'Feature' && !values.squadId) {
    errors.squadId = MSG.workItems.squadRequired;
  }
  return errors;
}

/** Planned start may be today or later. */
export function minPlannedStart(today = todayIso()): string {
  return today;
}

/** Planned end may be tomorrow or later, and never before the planned start. */
export function minPlannedEnd(plannedStart: string | null, today = todayIso()): string {
  const tomorrow = dayjs(today).add(1, 'day').format('YYYY-MM-DD');
  return plannedStart && plannedStart > tomorrow ? plannedStart : tomorrow;
}

/** The status select's choices: the current status and those it may move to, in workflow order. */
export function statusChoices(item: Pick<WorkItem, 'statusId' | 'nextStatusIds'>) {
  const offered = new Set<WorkItemStatusId>([item.statusId, ...item.nextStatusIds]);
  return STATUS_ID_VALUES.filter((id) => offered.has(id)).map((id) => ({
    value: String(id),
    label: statusName(id),
  }));
}

const LEVEL_NAMES = UI.levels;

/** Priority and severity, 1 (highest) to 4 (lowest). */
export const LEVEL_CHOICES = PRIORITY_LEVELS.map((level) => ({
  value: String(level),
  label: LEVEL_NAMES[level],
}));

/** The dialog's first tab group (spec 001 §2.8). */
export const EDITOR_TABS = ['description', 'schedule', 'reference', 'impact', 'child'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

const TAB_OF_FIELD: Partial<Record<keyof WorkItemFormValues, EditorTab>> = {
  narrative: 'description',
  outcome: 'description',
  actualResult: 'description',
  expectedResult: 'description',
  plannedStart: 'schedule',
  plannedEnd: 'schedule',
  effortHours: 'schedule',
  durationDays: 'schedule',
  size: 'schedule',
  parentId: 'reference',
  labels: 'reference',
  impactedSquadIds: 'impact',
};

/** The tabs holding a marked field, in tab order: a refused save or move opens the first. */
export function tabsWithErrors(errors: FormErrors): EditorTab[] {
  const marked = new Set(
    Object.keys(errors)
      .filter((field) => errors[field])
      .map((field) => TAB_OF_FIELD[field.split('.')[0] as keyof WorkItemFormValues]),
  );
  return EDITOR_TABS.filter((tab) => marked.has(tab));
}
