// The portfolio (Initiative → Project). The spec names the screens but not their texts, so
// these are ours.

export const portfolioMessages = {
  created: (level: string) => `${level} created successfully.`,
  updated: (level: string) => `${level} updated successfully.`,
  deleted: (level: string) => `${level} deleted successfully.`,
  titleRequired: 'Title is required.',
  titleTooLong: 'Title must be at most 120 characters long.',
  acronymRequired: 'Acronym is required.',
  acronymPattern: 'Acronym must be 2 to 5 letters or digits.',
  acronymTaken: 'An initiative or project with this acronym already exists.',
  levelRequired: 'Level is required.',
  initiativeRequired: 'Initiative is required.',
  ownerRequired: 'Owner is required.',
  statusRequired: 'Status is required.',
  endBeforeStart: 'End date cannot be before start date.',
  forbidden: 'Only a Super Admin can change the portfolio.',
  hasChildren: 'Remove or move its projects, features and RAID items first.',
  empty: 'No initiatives yet. Create the first one to start the portfolio.',
} as const;
