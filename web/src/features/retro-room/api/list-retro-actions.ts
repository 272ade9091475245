import { ACTION_PAGE_SIZES, type Action, ZActionPage } from '@squadboard/domain/actions/action.schema';
import { api } from '../../../lib/api-client.ts';

const PAGE_SIZE = Math.max(...ACTION_PAGE_SIZES);
/** A retro rarely yields more than a handful of actions; this only bounds a pathological one. */
const MAX_PAGES = 25;

/**
 * The actions raised from this retro's cards, as the Actions list orders them, for the exports
 * (owner, status, priority, due date). Only retro admins export, and they always see their
 * squad's actions; deleted ones are absent.
 */
export async function listRetroActions(retroId: string): Promise<Action[]> {
  const actions: Action[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const params = new URLSearchParams({ retroId, page: String(page), pageSize: String(PAGE_SIZE) });
    const result = await api.get(`/api/actions?${params.toString()}`, { schema: ZActionPage });
    actions.push(...result.items);
    if (page * PAGE_SIZE >= result.total) {
      break;
    }
  }
  return actions;
}

/** The titles of the retro's actions by action id, for the PDF export. */
export async function listRetroActionTitles(retroId: string): Promise<Map<string, string>> {
  return new Map((await listRetroActions(retroId)).map((action) => [action.id, action.title]));
}
