// Squads. The spec covers squads only by their fields and the 'squadLimitExceed' status, so
// most of these are ours.

export const squadsMessages = {
  teamLimit: (limit: number) =>
    `Your plan allows ${limit} ${limit === 1 ? 'squad' : 'squads'}. Upgrade your plan to add more.`,
  acronymTaken: 'A squad with this acronym already exists.',
  nameRequired: 'Squad name is required.',
  nameTooShort: 'Squad name must be at least 2 characters long.',
  nameTooLong: 'Squad name must be at most 80 characters long.',
  acronymRequired: 'Acronym is required.',
  acronymPattern: 'Acronym must be 2 to 5 letters or digits.',
  leadRequired: 'Squad lead is required.',
  leadNotEligible: 'The squad lead must be an active Squad Admin or Super Admin of your organisation.',
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
