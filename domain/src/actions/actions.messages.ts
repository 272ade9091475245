import { validationMessages } from '../common/common.messages.ts';

// Actions (spec 001 §2.3). The entries after the spec's own are the checks the spec does not
// word (due dates, owners, refused deletes). The registers' messages are in action-registers/.

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
  /** A review's new due date goes with Still open only. */
  reviewDueOnlyOpen: 'Only an action that stays open takes a new due date.',
  dueBeforeCurrent: 'The due date cannot be before its current due date.',
  ownerNotFound: 'Choose the assignee from the list.',
  /** Not in the spec: a delete the rules refuse (canDeleteAction), which no retry would change. */
  deleteForbidden: 'You can only delete actions you created.',
  /** A list's `after` that is not a cursor the server gave for this list and sort. */
  listPositionInvalid: 'This list position is not valid. Please reload the list.',
} as const;
