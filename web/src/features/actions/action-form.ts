import type { FormErrors } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { dueDateFloor, dueDateProblem } from '@squadboard/domain/actions/action.rules';
import {
  type Action,
  type ActionPriority,
  type ActionStatus,
  ZCreateAction,
  ZUpdateAction,
} from '@squadboard/domain/actions/action.schema';
import { todayIso } from '../../lib/calendar-day.ts';
import { zodErrors } from '../../lib/form.ts';

// The add/edit action form's values and their mapping onto ZCreateAction / ZUpdateAction, kept
// apart from the modal so the rules (spec 001 §5 "Action form") can be tested without rendering.

export interface ActionFormValues {
  squadId: string | null;
  title: string;
  description: string;
  ownerId: string | null;
  /** What the type-ahead shows; only a picked person (ownerId) is sent. */
  ownerName: string;
  status: ActionStatus;
  priority: ActionPriority;
  /** YYYY-MM-DD, as Mantine's DatePickerInput holds it. */
  dueDate: string | null;
}

export function emptyActionForm(squadId: string | null = null): ActionFormValues {
  return {
    squadId,
    title: '',
    description: '',
    ownerId: null,
    ownerName: '',
    status: 'Open',
    priority: 'Low',
    dueDate: null,
  };
}

export function valuesOfAction(action: Action): ActionFormValues {
  return {
    squadId: action.squadId,
    title: action.title,
    description: action.description,
    ownerId: action.ownerId,
    ownerName: action.ownerName,
    status: action.status,
    priority: action.priority,
    dueDate: action.dueDate,
  };
}

/** Spec: today for a new action; when editing, the action's existing due date (or today). */
export function minDueDate(editing: Action | null, today = todayIso()): string {
  return dueDateFloor(editing ? editing.dueDate : undefined, today);
}

function fieldsOf(values: ActionFormValues) {
  return {
    squadId: values.squadId ?? '',
    title: values.title,
    description: values.description,
    ownerId: values.ownerId ?? '',
    status: values.status,
    priority: values.priority,
    dueDate: values.dueDate || null,
  };
}

/** The body for POST (no editing action) or PATCH. */
export function toActionBody(values: ActionFormValues, editing: Action | null) {
  return (editing ? ZUpdateAction : ZCreateAction).parse(fieldsOf(values));
}

export function validateActionForm(
  values: ActionFormValues,
  editing: Action | null,
  today = todayIso(),
): FormErrors {
  const result = (editing ? ZUpdateAction : ZCreateAction).safeParse(fieldsOf(values));
  const errors = result.success ? {} : zodErrors(result.error);
  // A name typed but never picked from the list is not a person the server can assign.
  if (errors.ownerId && values.ownerName.trim()) {
    errors.ownerId = MSG.actions.ownerNotFound;
  }
  const dueProblem = dueDateProblem(values.dueDate || null, today, editing ? editing.dueDate : undefined);
  if (dueProblem) {
    errors.dueDate = dueProblem;
  }
  return errors;
}
