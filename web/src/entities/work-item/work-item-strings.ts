// Labels of the work-item pieces several features show.

export const STATUS_CONFIG_UI = {
  title: 'Workflow settings',
  status: 'Status',
  inUse: 'In use',
  column: 'Board column',
  inBacklog: 'In backlog',
  inUseLabel: (status: string) => `${status} in use`,
  columnLabel: (status: string) => `Board column of ${status}`,
  backlogLabel: (status: string) => `${status} items in the backlog`,
  hint: 'New and Done are always in use. Items move one status on, or back to any earlier one.',
  save: 'Save',
  cancel: 'Cancel',
  loading: 'Loading the workflow',
} as const;
