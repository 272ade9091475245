// The RAID register's strings (spec 001 §2.6, §5 "RAID form", §8). Quoted ones are the spec's,
// spelling included.

export const raidMessages = {
  /** The side menu's tooltip, and the page's title. */
  tooltip: 'Risks, Assumptions, Issues & Dependencies',
  pageTitle: 'Risks, Assumptions, Issues & Dependencies',
  searchPlaceholder: 'Search RAID items...',
  allStatus: 'All Status',
  allTypes: 'All',
  created: 'Raid created successfully',
  updated: 'Raid updated successfully',
  saveFailed: 'Something went wrong.',
  invalidSubmit: 'Required field must be filled out',
  titleRequired: 'Title is required.',
  typeRequired: 'Type is required.',
  levelRequired: 'Level is required.',
  parentRequired: 'Parent is required.',
  titleTooLong: 'Title must be at most 200 characters.',
  /** The parent chosen is not an Initiative or Project of this organisation at the chosen level. */
  parentInvalid: 'Choose an Initiative or Project for the chosen level.',
  /** A Dependency's work item must sit under the chosen parent and be of the chosen type. */
  workItemInvalid: 'Choose a work item of the chosen type under the chosen parent.',
  statusInvalid: 'This status is not available for this type.',
  dueBeforeRaised: 'The date cannot be before the raised date.',
  notFound: 'This RAID item no longer exists.',
  shiftEnter: 'Use Shift + Enter for new line',
} as const;
