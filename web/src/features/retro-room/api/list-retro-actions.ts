import { ACTION_PAGE_SIZES, ZActionPage } from '@squadboard/domain/actions/action.schema';
import { api } from '../../../lib/api-client.ts';

const PAGE_SIZE = Math.max(...ACTION_PAGE_SIZES);
/** A retro rarely yields more than a handful of actions; this only bounds a pathological one. */
const MAX_PAGES = 25;

/**
 * The titles of the actions raised from this retro's cards, by action id, for the PDF export.
 * Only retro admins export, and they always see their squad's actions; deleted ones are absent.
 */
export async function listRetroActionTitles(retroId: string): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const params = new URLSearchParams({ retroId, page: String(page), pageSize: String(PAGE_SIZE) });
    const result = await api.get(`/api/actions?${params.toString()}`, { schema: ZActionPage });
    for (const action of result.items) {
      titles.set(action.id, action.title);
    }
    if (page * PAGE_SIZE >= result.total) {
      break;
    }
  }
  return titles;
}
