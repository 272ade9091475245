import type { FormErrors } from '@mantine/form';
import {
  DEFAULT_ITEM_STATUSES,
  REGISTER_LIMITS,
  REGISTER_MSG,
  type Register,
  type RegisterStatus,
  ZSaveRegister,
} from '@squadboard/domain/actions/register.schema';
import { zodErrors } from '../../lib/form.ts';
import { todayIso } from './action-format.ts';

// The add/edit register form's values, its status-label list and their mapping onto
// ZSaveRegister, kept apart from the modal so spec 001 §5 "Register form" and "Custom status
// labels" can be tested without rendering.

export interface RegisterFormValues {
  name: string;
  description: string;
  ownerId: string | null;
  /** What the type-ahead shows; only a picked person (ownerId) is sent. */
  ownerName: string;
  status: RegisterStatus;
  /** YYYY-MM-DD, as Mantine's DatePickerInput holds it. */
  createdOn: string | null;
  statuses: string[];
}

export function emptyRegisterForm(today = todayIso()): RegisterFormValues {
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

export function valuesOfRegister(register: Register): RegisterFormValues {
  return {
    name: register.name,
    description: register.description,
    ownerId: register.ownerId,
    ownerName: register.ownerName,
    status: register.status,
    createdOn: register.createdOn,
    statuses: [...register.statuses],
  };
}

/** Open and Closed; Archive only for a register that is already archived (spec §4). */
export function registerStatusChoices(editing: Register | null): RegisterStatus[] {
  return editing?.status === 'Archive' ? ['Open', 'Closed', 'Archive'] : ['Open', 'Closed'];
}

/** Spec §5: Add+ or Enter adds the typed label; empty and repeated labels are ignored. */
export function addStatusLabel(labels: readonly string[], typed: string): string[] {
  const label = typed.trim().slice(0, REGISTER_LIMITS.statusLabelMax);
  if (!label || labels.includes(label)) {
    return [...labels];
  }
  return [...labels, label];
}

export function removeStatusLabel(labels: readonly string[], label: string): string[] {
  return labels.filter((l) => l !== label);
}

function fieldsOf(values: RegisterFormValues) {
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
export function toRegisterBody(values: RegisterFormValues) {
  return ZSaveRegister.parse(fieldsOf(values));
}

export function validateRegisterForm(values: RegisterFormValues): FormErrors {
  const result = ZSaveRegister.safeParse(fieldsOf(values));
  const errors = result.success ? {} : zodErrors(result.error);
  // A name typed but never picked from the list is not a person the server can assign.
  if (errors.ownerId && values.ownerName.trim()) {
    errors.ownerId = REGISTER_MSG.ownerNotFound;
  }
  return errors;
}

/** The status labels' message, wherever in the list the schema (or the server) put it. */
export function statusLabelsError(errors: FormErrors): string | null {
  const key = Object.keys(errors).find((k) => k === 'statuses' || k.startsWith('statuses.'));
  return key ? String(errors[key]) : null;
}
