import type { FormErrors } from '@mantine/form';
import type { SessionUser } from '@squadboard/domain';
import type { RaidLevel, RaidStatus, RaidType } from '@squadboard/domain/raid/raid.model';
import {
  NO_RAID_TYPED_FIELDS,
  RAID_FORM_DEFAULTS,
  type RaidTypedFields,
  raidDefaults,
  raidStatusesFor,
  raidTypedFieldsOf,
} from '@squadboard/domain/raid/raid.rules';
import {
  type CreateRaid,
  type RaidItem,
  type UpdateRaid,
  ZCreateRaid,
  ZUpdateRaid,
} from '@squadboard/domain/raid/raid.schema';
import { todayIso } from '../../../lib/calendar-day.ts';
import { zodResolver } from '../../../lib/form.ts';
import { RAID_FORM_UI as UI } from './raid-form-strings.ts';

// The RAID form's values and their mapping onto ZCreateRaid / ZUpdateRaid, apart from the dialog
// so they are tested without rendering. The schemas are the server's; nothing is checked twice.

export interface RaidFormValues extends RaidTypedFields {
  /** None until chosen on CREATE ('Type is required.'); the fields shown follow it. */
  type: RaidType | null;
  title: string;
  ownerId: string | null;
  /** What the owner type-ahead shows; only a picked person (ownerId) is sent. */
  ownerName: string;
  reporterId: string | null;
  reporterName: string;
  /** Sent on EDIT only: a new item starts as New. */
  status: RaidStatus;
  /** Rich text (HTML); '' when empty. */
  description: string;
  plan: string;
  /** YYYY-MM-DD, as Mantine's DatePickerInput holds them. */
  raisedDate: string | null;
  dueDate: string | null;
  level: RaidLevel | null;
  parentId: string | null;
  labels: string[];
}

const nameOf = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** CREATE: no type yet, Level Initiative, raised today, reported by whoever raises it (spec 001 §4). */
export function newRaidValues(
  me: Pick<SessionUser, 'id' | 'firstName' | 'lastName' | 'email'>,
  today = todayIso(),
): RaidFormValues {
  return {
    type: null,
    title: '',
    ownerId: null,
    ownerName: '',
    reporterId: me.id,
    reporterName: nameOf(me),
    status: RAID_FORM_DEFAULTS.status,
    ...NO_RAID_TYPED_FIELDS,
    description: '',
    plan: '',
    raisedDate: today,
    dueDate: null,
    level: RAID_FORM_DEFAULTS.level,
    parentId: null,
    labels: [],
  };
}

export function valuesOfRaid(item: RaidItem): RaidFormValues {
  return {
    type: item.type,
    title: item.title,
    ownerId: item.owner?.id ?? null,
    ownerName: item.owner?.name ?? '',
    reporterId: item.reporter?.id ?? null,
    reporterName: item.reporter?.name ?? '',
    status: item.status,
    ...raidTypedFieldsOf(item),
    description: item.description ?? '',
    plan: item.plan ?? '',
    raisedDate: item.raisedDate,
    dueDate: item.dueDate,
    level: item.level,
    parentId: item.parent.id,
    labels: item.labels,
  };
}

/**
 * Choosing a type (spec 001 §4): its defaults, every field it does not show cleared. A status the
 * new type does not have (a Risk's In Treatment on an Issue) goes back to New.
 */
export function withType(values: RaidFormValues, type: RaidType): Partial<RaidFormValues> {
  const status = raidStatusesFor(type).includes(values.status) ? values.status : RAID_FORM_DEFAULTS.status;
  return { type, status, ...raidDefaults(type) };
}

const textOrNull = (html: string) => (html.trim() === '' ? null : html);

/** What the schema checks: the payload's fields, nothing the form only shows. */
function payloadOf(values: RaidFormValues) {
  return {
    type: values.type,
    title: values.title,
    ownerId: values.ownerId,
    reporterId: values.reporterId,
    priority: values.priority,
    impact: values.impact,
    currentLikelihood: values.currentLikelihood,
    currentConsequence: values.currentConsequence,
    treatedLikelihood: values.treatedLikelihood,
    treatedConsequence: values.treatedConsequence,
    riskType: values.riskType,
    flag: values.flag,
    certainty: values.certainty,
    relatesTo: values.relatesTo,
    workItemId: values.workItemId,
    relation: values.relation,
    description: textOrNull(values.description),
    plan: textOrNull(values.plan),
    raisedDate: values.raisedDate ?? undefined,
    dueDate: values.dueDate || null,
    level: values.level,
    parentId: values.parentId,
    labels: values.labels,
  };
}

/** The POST body, for values that passed `validateRaidForm`. */
export function toCreateBody(values: RaidFormValues): CreateRaid {
  return ZCreateRaid.parse(payloadOf(values));
}

/** The PATCH body: the whole form with the status. */
export function toUpdateBody(values: RaidFormValues): UpdateRaid {
  return ZUpdateRaid.parse({ ...payloadOf(values), status: values.status });
}

const checkCreate = zodResolver(ZCreateRaid);
const checkUpdate = zodResolver(ZUpdateRaid);

/** The form's errors: the server's schema, plus what only a picker knows. */
export function validateRaidForm(values: RaidFormValues, editing: boolean): FormErrors {
  const errors = editing
    ? checkUpdate({ ...payloadOf(values), status: values.status })
    : checkCreate(payloadOf(values));
  // A name typed but never picked from the list is not a person the server can assign.
  if (!values.ownerId && values.ownerName.trim()) {
    errors.ownerId = UI.pickFromList;
  }
  if (!values.reporterId && values.reporterName.trim()) {
    errors.reporterId = UI.pickFromList;
  }
  return errors;
}

/** The dialog's tabs (spec 001 §2.6), in order; which of them show depends on the type and mode. */
export const RAID_TABS = ['description', 'timeline', 'relationship', 'reference', 'comments'] as const;
export type RaidTab = (typeof RAID_TABS)[number];

export function tabsShown(type: RaidType | null, editing: boolean): RaidTab[] {
  return RAID_TABS.filter(
    (tab) => (tab !== 'relationship' || type === 'Dependency') && (tab !== 'comments' || editing),
  );
}

const TAB_OF_FIELD: Partial<Record<string, RaidTab>> = {
  description: 'description',
  raisedDate: 'timeline',
  dueDate: 'timeline',
  plan: 'timeline',
  relatesTo: 'relationship',
  workItemId: 'relationship',
  relation: 'relationship',
  level: 'reference',
  parentId: 'reference',
  labels: 'reference',
};

/** The tabs holding a marked field, in tab order: an invalid or refused save opens the first. */
export function tabsWithErrors(errors: FormErrors): RaidTab[] {
  const marked = new Set(
    Object.keys(errors)
      .filter((field) => errors[field])
      .map((field) => TAB_OF_FIELD[field.split('.')[0] ?? '']),
  );
  return RAID_TABS.filter((tab) => marked.has(tab));
}

interface ChangeableForm {
  errors: FormErrors;
  setValues: (values: Partial<RaidFormValues>) => void;
  setErrors: (errors: FormErrors) => void;
}

/**
 * Sets several fields at once. Mantine's setValues drops every error; the fields not changed keep
 * theirs, so 'Title is required.' stays until the title is typed, whatever else is picked.
 */
export function changeFields(form: ChangeableForm, values: Partial<RaidFormValues>): void {
  const kept = Object.fromEntries(Object.entries(form.errors).filter(([field]) => !(field in values)));
  form.setValues(values);
  form.setErrors(kept);
}
