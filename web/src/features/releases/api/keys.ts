// Query keys of the Release Plan: the lists (per initiative and status filter), one release's
// dashboard, and the release names a work item may take part in. A save invalidates `all`.

export const releaseKeys = {
  all: ['releases'] as const,
  list: (initiativeId: string | null, status: string | null) =>
    ['releases', 'list', initiativeId ?? '', status ?? ''] as const,
  dashboard: (id: string) => ['releases', 'dashboard', id] as const,
  names: (projectId: string) => ['releases', 'names', projectId] as const,
};
