import type { FormErrors } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import {
  PRIORITY_LEVELS,
  STATUS_ID_VALUES,
  statusName,
  type WorkItemStatusId,
  type WorkItemType,
} from '@squadboard/domain/work-items/work-item.model';
import {
  type UpdateWorkItem,
  type WorkItem,
  ZUpdateWorkItem,
} from '@squadboard/domain/work-items/work-item.schema';
import dayjs from 'dayjs';
import { zodErrors } from '../../lib/form.ts';
import { WORK_ITEM_UI as UI } from './work-items-strings.ts';

// The work-item form's values and their mapping onto ZUpdateWorkItem, kept apart from the page
// so they can be tested without rendering. The schema is the server's; nothing is checked twice.

export interface WorkItemFormValues {
  title: string;
  ownerId: string | null;
  /** What the owner type-ahead shows; only a picked person (ownerId) is sent. */
  ownerName: string;
  /** '1' to '4', as the Select holds it. */
  priority: string;
  severity: string;
  blocked: boolean;
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
}

export function valuesOfItem(item: WorkItem): WorkItemFormValues {
  return {
    title: item.title,
    ownerId: item.ownerId,
    ownerName: item.ownerName ?? '',
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
  };
}

/** Bugs have a severity and actual and expected results where other types have narrative and outcome. */
export const isBug = (type: WorkItemType) => type === 'Bug';

const textOrNull = (text: string) => (text.trim() === '' ? null : text);
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

function fieldsOf(values: WorkItemFormValues, type: WorkItemType) {
  const common = {
    title: values.title,
    ownerId: values.ownerId,
    priority: Number(values.priority),
    blocked: values.blocked,
    plannedStart: values.plannedStart || null,
    plannedEnd: values.plannedEnd || null,
    effortHours: numberOrNull(values.effortHours),
    durationDays: numberOrNull(values.durationDays),
    size: numberOrNull(values.size),
    labels: values.labels,
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

/** The PATCH body: the fields this type shows. */
export function toUpdateBody(values: WorkItemFormValues, type: WorkItemType): UpdateWorkItem {
  return ZUpdateWorkItem.parse(fieldsOf(values, type));
}

export function validateWorkItemForm(values: WorkItemFormValues, type: WorkItemType): FormErrors {
  const result = ZUpdateWorkItem.safeParse(fieldsOf(values, type));
  const errors = result.success ? {} : zodErrors(result.error);
  // A name typed but never picked from the list is not a person the server can assign.
  if (!values.ownerId && values.ownerName.trim()) {
    errors.ownerId = MSG.workItems.ownerNotFound;
  }
  return errors;
}

export const todayIso = (now = dayjs()) => now.format('YYYY-MM-DD');

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
