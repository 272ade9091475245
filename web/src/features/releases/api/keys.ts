import { releaseNamesKey } from '../../../entities/work-item/api/release-names.ts';

// Query keys of the Release Plan: the lists (per initiative and status filter), one release's
// dashboard, and the release names a work item may take part in. A save invalidates `all`.

export const releaseKeys = {
  all: ['releases'] as const,
  list: (initiativeId: string | null, status: string | null) =>
    ['releases', 'list', initiativeId ?? '', status ?? ''] as const,
  dashboard: (id: string) => ['releases', 'dashboard', id] as const,
  /** The work item dialog's suggestions (entities/work-item): under `all`, so a save refreshes them. */
  names: releaseNamesKey,
};
