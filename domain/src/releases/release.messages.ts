// The Release Plan's strings (spec 001 §2.7, §8). Quoted ones are the spec's, spelling included
// ('Canceled'); the rest are ours, for what the spec leaves unsaid.

export const releaseMessages = {
  pageTitle: 'Release Plan',
  createTitle: 'Create a Release',
  created: 'Release plan created successfully.',
  updated: 'Release plan updated successfully.',
  deleted: 'Release plan deleted successfully.',
  deleteFailed: 'Failed to delete release. Please try again.',
  confirmDelete: 'Are you sure you want to delete this release?',
  saveFailed: 'Something went wrong.',
  count: (n: number) => `Number of releases - ${n}`,
  /** The default of the Status filter: Scheduled, In Progress and At Risk. */
  statusFilterDefault: 'Status',
  pageSummary: (page: number, from: number, to: number, total: number) =>
    `Page: ${page} Showing ${from} - ${to} of ${total}`,
  tooltips: {
    refinementDate: 'Refinement Finish Date',
    designDate: 'Design Finish Date',
    buildDate: 'Build Finish Date',
    testDate: 'Testing Finish Date',
    uatDate: 'User Acceptance Testing Finish Date',
    liveDate: 'Production Go Live Date',
    releaseTrainManager: 'Release Train Manager',
    name: 'Release Name',
    status: 'Status',
    milestone: 'Milestone',
  },
  dashboard: {
    teams: 'Participating Teams by EPIC Release',
    status: 'Participating Status by EPIC Release',
    epics: 'Participating Epics for Release',
    stories: 'Participating Stories for Release',
    bugs: 'Participating Bugs for Release',
  },
  nameRequired: 'Release name is required.',
  initiativeRequired: 'Initiative is required.',
  nameTaken: 'This initiative already has a release of that name.',
  /** A stage's finish date before the one of the stage before it. */
  stageOrder: (stage: string, before: string) => `${stage} cannot finish before ${before}.`,
  initiativeInvalid: 'Choose an initiative of your organisation.',
  managerInvalid: 'Choose a person of your organisation.',
  notFound: 'This release no longer exists.',
  forbidden: 'Only a Super Admin or a Squad Admin can change release plans.',
  alreadyCompleted: 'This release is already completed.',
  atRisk: (stage: string, date: string, open: number) =>
    `${stage} was due to finish on ${date}; ${open} ${open === 1 ? 'item is' : 'items are'} not past it yet.`,
} as const;
