import { validationMessages } from '../common/common.messages.ts';
import { ACTION_REGISTER_LIMITS } from './action.limits.ts';

// Actions and project action registers (spec 001 §2). The entries after the spec's own are the
// checks the spec does not word (due dates, custom statuses, limits).

export const actionsMessages = {
  squadRequired: 'Squad name is required.',
  titleRequired: 'Action Title is required.',
  ownerRequired: 'Assigned To is required.',
  statusRequired: 'Status is required.',
  created: 'Action created successfully.',
  updated: 'Action updated successfully.',
  deleted: 'Action deleted successfully.',
  deleteConfirm: 'Are you certain you want to remove the action?',
  deleteFailed: 'Failed to delete action. Please try again.',
  noData: 'No data found',
  descriptionRequired: validationMessages.descriptionRequired,
  /** Not in the spec: due dates. */
  dueBeforeToday: 'The due date cannot be before today.',
  dueBeforeCurrent: 'The due date cannot be before its current due date.',
  ownerNotFound: 'Choose the assignee from the list.',
  /** Not in the spec: a delete the rules refuse (canDeleteAction), which no retry would change. */
  deleteForbidden: 'You can only delete actions you created.',
  /** A list's `after` that is not a cursor the server gave for this list and sort. */
  listPositionInvalid: 'This list position is not valid. Please reload the list.',
} as const;

export const actionRegistersMessages = {
  nameRequired: 'Register name is required.',
  ownerRequired: 'Owner is required.',
  statusRequired: 'Status is required.',
  created: 'Register created successfully.',
  updated: 'Register updated successfully.',
  statusChanged: (verb: 'archive' | 'deleted') => `Register ${verb} successfully.`,
  statusChangeFailed: (verb: 'archive' | 'deleted') => `Failed to ${verb} register. Please try again.`,
  deleteConfirm: 'Are you certain you want to remove the register?',
  itemTitleRequired: 'Action Title is required.',
  itemCreated: 'Regiter action content created successfully.',
  itemUpdated: 'Register action content updated successfully.',
  descriptionRequired: validationMessages.descriptionRequired,
  noData: actionsMessages.noData,
  dueBeforeToday: actionsMessages.dueBeforeToday,
  dueBeforeCurrent: actionsMessages.dueBeforeCurrent,
  ownerNotFound: 'Choose the owner from the list.',
  /** Not in the spec: custom status labels. */
  statusesRequired: 'Add at least one status.',
  statusesTooMany: `A register can have at most ${ACTION_REGISTER_LIMITS.statusLabelsMax} statuses.`,
  statusLabelTooLong: `A status can be at most ${ACTION_REGISTER_LIMITS.statusLabelMax} characters.`,
  statusInUse: (label: string) => `The status "${label}" is still used by action items.`,
  itemStatusUnknown: "Choose one of the register's statuses.",
  itemsFull: `A register holds at most ${ACTION_REGISTER_LIMITS.itemsPerActionRegister} action items.`,
  projectNotFound: 'Choose a project of your portfolio.',
  createdOnRequired: 'Created on is required.',
  /** Not in the spec: a change the rules refuse (canManageActionRegister). */
  manageForbidden: "Only a Super Admin, the register's owner or its creator can change this register.",
  alreadyArchived: 'This register is already archived.',
} as const;
