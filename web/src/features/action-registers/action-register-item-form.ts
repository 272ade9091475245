import type { FormErrors } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import {
  type ActionRegisterItem,
  type SaveActionRegisterItem,
  ZSaveActionRegisterItem,
} from '@squadboard/domain/action-registers/action-register.schema';
import { dueDateFloor, dueDateProblem } from '@squadboard/domain/actions/action.rules';
import type { ActionPriority } from '@squadboard/domain/actions/action.schema';
import { todayIso } from '../../lib/calendar-day.ts';
import { zodErrors } from '../../lib/form.ts';

// The register action item's values, shared by the item modal and the table's in-place edit,
// and their mapping onto ZSaveRegisterItem (spec 001 §5 "Action item form").

export interface ActionRegisterItemFormValues {
  title: string;
  description: string;
  ownerId: string | null;
  /** What the type-ahead shows; only a picked person (ownerId) is sent. */
  ownerName: string;
  status: string;
  priority: ActionPriority;
  /** YYYY-MM-DD, as Mantine's DatePickerInput holds it. */
  dueDate: string | null;
  /** A project of the portfolio, or none. */
  projectId: string | null;
  /** A new comment to add with this save; blank adds none. */
  comment: string;
}

/** A new item starts with the register's first status (Open unless its owner changed them). */
export function emptyItemForm(statuses: readonly string[]): ActionRegisterItemFormValues {
  return {
    title: '',
    description: '',
    ownerId: null,
    ownerName: '',
    status: statuses[0] ?? 'Open',
    priority: 'Low',
    dueDate: null,
    projectId: null,
    comment: '',
  };
}

export function valuesOfItem(item: ActionRegisterItem): ActionRegisterItemFormValues {
  return {
    title: item.title,
    description: item.description,
    ownerId: item.ownerId,
    ownerName: item.ownerName,
    status: item.status,
    priority: item.priority,
    dueDate: item.dueDate,
    projectId: item.projectId,
    comment: '',
  };
}

/** As for actions: today for a new item; when editing, the item's current due date (or today). */
export function minItemDueDate(editing: ActionRegisterItem | null, today = todayIso()): string {
  return dueDateFloor(editing ? editing.dueDate : undefined, today);
}

function fieldsOf(values: ActionRegisterItemFormValues) {
  return {
    title: values.title,
    description: values.description,
    ownerId: values.ownerId ?? '',
    status: values.status,
    priority: values.priority,
    dueDate: values.dueDate || null,
    projectId: values.projectId || null,
    comment: values.comment,
  };
}

/** The full body for POST or PATCH; the server replaces the item with it. */
export function toItemBody(values: ActionRegisterItemFormValues): SaveActionRegisterItem {
  return ZSaveActionRegisterItem.parse(fieldsOf(values));
}

export function validateItemForm(
  values: ActionRegisterItemFormValues,
  statuses: readonly string[],
  editing: ActionRegisterItem | null,
  today = todayIso(),
): FormErrors {
  const result = ZSaveActionRegisterItem.safeParse(fieldsOf(values));
  const errors = result.success ? {} : zodErrors(result.error);
  if (errors.ownerId && values.ownerName.trim()) {
    errors.ownerId = MSG.actionRegisters.ownerNotFound;
  }
  // An item may keep a status its register no longer offers only if nobody changes it.
  if (!errors.status && values.status !== editing?.status && !statuses.includes(values.status)) {
    errors.status = MSG.actionRegisters.itemStatusUnknown;
  }
  const dueProblem = dueDateProblem(values.dueDate || null, today, editing ? editing.dueDate : undefined);
  if (dueProblem) {
    errors.dueDate = dueProblem;
  }
  return errors;
}

/** The Status choices: the register's labels, plus the item's own if it is no longer one. */
export function itemStatusChoices(statuses: readonly string[], current: string | null): string[] {
  return current && !statuses.includes(current) ? [...statuses, current] : [...statuses];
}
