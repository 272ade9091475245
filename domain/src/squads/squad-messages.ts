// Squad strings the spec does not quote (spec 000 covers squads only by their fields and the
// 'squadLimitExceed' status). The spec's own squad strings live in MSG.squads; these stay here
// until the lead moves them there.

export const SQUAD_MSG = {
  nameRequired: 'Squad name is required.',
  nameTooLong: 'Squad name must be at most 80 characters long.',
  acronymRequired: 'Acronym is required.',
  acronymPattern: 'Acronym must be 2 to 5 letters or digits.',
  leadRequired: 'Squad lead is required.',
  leadNotSquadAdmin: 'The squad lead must be an active Squad Admin of your organisation.',
  memberNotAvailable: 'Members must be active users of your organisation.',
  tooManyMembers: 'A squad can have at most 500 members.',
  created: 'Squad created successfully.',
  createFailed: 'Failed to create the squad. Please try again.',
  updated: 'Squad updated successfully.',
  updateFailed: 'Failed to update the squad. Please try again.',
  deleted: 'Squad deleted successfully.',
  deleteFailed: 'Failed to delete the squad. Please try again.',
  listFailed: 'Failed to get the squad list. Please try again.',
} as const;
