import { actionsMessages } from '../actions/actions.messages.ts';
import { validationMessages } from '../common/common.messages.ts';
import { ACTION_REGISTER_LIMITS } from './action-register.model.ts';

// Project action registers (spec 001 §2.3, the Actions page's Project view). The entries after
// the spec's own are the checks the spec does not word (custom statuses, limits); the ones an
// action also shows are the actions' own words.

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
