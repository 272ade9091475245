import type { WorkItemStatusId, WorkItemType } from '@squadboard/domain/work-items/work-item.model';

// What the toolbar narrows the backlog by, and how that reads as the query string both the list
// and the CSV export send, so the export holds exactly the rows on screen.

export interface BacklogView {
  type: WorkItemType | null;
  statusId: WorkItemStatusId | null;
  ownerId: string | null;
  /** Trimmed; empty for none. */
  label: string;
  /** Trimmed; empty for none. */
  search: string;
}

export const NO_FILTERS: BacklogView = { type: null, statusId: null, ownerId: null, label: '', search: '' };

/** Whether anything narrows the list (ranking is off then: neighbours would be ambiguous). */
export function isFiltered(view: BacklogView): boolean {
  return (
    view.type !== null ||
    view.statusId !== null ||
    view.ownerId !== null ||
    view.label !== '' ||
    view.search !== ''
  );
}

/** The query string of GET /api/work-items/backlog (and backlog.csv) for a squad and view. */
export function backlogParams(squadId: string, view: BacklogView): URLSearchParams {
  const params = new URLSearchParams({ squadId });
  if (view.type) {
    params.set('type', view.type);
  }
  if (view.statusId !== null) {
    params.set('statusId', String(view.statusId));
  }
  if (view.ownerId) {
    params.set('ownerId', view.ownerId);
  }
  if (view.label) {
    params.set('label', view.label);
  }
  if (view.search) {
    params.set('search', view.search);
  }
  return params;
}

/** The address of the CSV export of what the list shows. */
export function exportCsvHref(squadId: string, view: BacklogView): string {
  return `/api/work-items/backlog.csv?${backlogParams(squadId, view).toString()}`;
}
