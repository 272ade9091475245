import type { FormErrors } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import {
  type ActionRegister,
  type ActionRegisterStatus,
  DEFAULT_ITEM_STATUSES,
  ZSaveActionRegister,
} from '@squadboard/domain/action-registers/action-register.schema';
import { todayIso } from '../../lib/calendar-day.ts';
import { zodErrors } from '../../lib/form.ts';

// The add/edit register form's values, its status-label list and their mapping onto
// ZSaveRegister, kept apart from the modal so spec 001 §5 "Register form" and "Custom status
// labels" can be tested without rendering.

export interface ActionRegisterFormValues {
  name: string;
  description: string;
  ownerId: string | null;
  /** What the type-ahead shows; only a picked person (ownerId) is sent. */
  ownerName: string;
  status: ActionRegisterStatus;
  /** YYYY-MM-DD, as Mantine's DatePickerInput holds it. */
  createdOn: string | null;
  statuses: string[];
}

export function emptyActionRegisterForm(today = todayIso()): ActionRegisterFormValues {
  return {
    name: '',
    description: '',
    ownerId: null,
    ownerName: '',
    status: 'Open',
    createdOn: today,
    statuses: [...DEFAULT_ITEM_STATUSES],
  };
}

export function valuesOfActionRegister(actionRegister: ActionRegister): ActionRegisterFormValues {
  return {
    name: actionRegister.name,
    description: actionRegister.description,
    ownerId: actionRegister.ownerId,
    ownerName: actionRegister.ownerName,
    status: actionRegister.status,
    createdOn: actionRegister.createdOn,
    statuses: [...actionRegister.statuses],
  };
}

/** Open and Closed; Archive only for a register that is already archived (spec §4). */
export function actionRegisterStatusChoices(editing: ActionRegister | null): ActionRegisterStatus[] {
  return editing?.status === 'Archive' ? ['Open', 'Closed', 'Archive'] : ['Open', 'Closed'];
}

function fieldsOf(values: ActionRegisterFormValues) {
  return {
    name: values.name,
    description: values.description,
    ownerId: values.ownerId ?? '',
    status: values.status,
    createdOn: values.createdOn ?? '',
    statuses: values.statuses,
  };
}

/** The body for POST or PATCH (trimmed, labels de-duplicated by the schema). */
export function toActionRegisterBody(values: ActionRegisterFormValues) {
  return ZSaveActionRegister.parse(fieldsOf(values));
}

export function validateActionRegisterForm(values: ActionRegisterFormValues): FormErrors {
  const result = ZSaveActionRegister.safeParse(fieldsOf(values));
  const errors = result.success ? {} : zodErrors(result.error);
  // A name typed but never picked from the list is not a person the server can assign.
  if (errors.ownerId && values.ownerName.trim()) {
    errors.ownerId = MSG.actionRegisters.ownerNotFound;
  }
  return errors;
}

/** The status labels' message, wherever in the list the schema (or the server) put it. */
export function statusLabelsError(errors: FormErrors): string | null {
  const key = Object.keys(errors).find((k) => k === 'statuses' || k.startsWith('statuses.'));
  return key ? String(errors[key]) : null;
}
