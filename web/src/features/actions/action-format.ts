import type { ActionListQuery, ActionStatus } from '@squadboard/domain/actions/action.schema';

// Pure helpers of the Actions list: which colour marks a status (a priority's is in
// entities/action/), and how the list's filters become the API's query string (a due date reads
// by domain's formatDueDay).

export const STATUS_COLOURS: Record<ActionStatus, string> = {
  Open: 'blue',
  'In Progress': 'orange',
  Closed: 'teal',
};

/** The list call's query string; an empty search is left out rather than sent blank. */
export function buildListParams(query: ActionListQuery): URLSearchParams {
  const params = new URLSearchParams({
    squadId: query.squadId,
    status: query.status,
    sort: query.sort,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  const search = query.search.trim();
  if (search) {
    params.set('search', search);
  }
  return params;
}

/** Pages in a list of `total` rows; at least one so the pager always has a page to show. */
export { pageCountOf as pageCount } from '../../components/list-pagination.tsx';

/** Searching for '#12' means the number 12: the hash people see on the card is dropped. */
export function normaliseSearch(text: string): string {
  return text.trim().replace(/^#(?=\d)/, '');
}
