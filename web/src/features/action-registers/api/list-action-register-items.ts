import {
  type RegisterItemPage,
  ZRegisterItemPage,
} from '@squadboard/domain/action-registers/action-register.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { actionRegisterPath, actionRegistersKeys, type ItemView } from './keys.ts';

// A register's items a page at a time: the server searches, filters and sorts, and
// sends comment counts; "Load more" follows the page's cursor.

export function listActionRegisterItems(
  actionRegisterId: string,
  view: ItemView,
  after: string | null,
  signal?: AbortSignal,
): Promise<RegisterItemPage> {
  const params = new URLSearchParams({ filter: view.filter });
  const search = view.search.trim();
  if (search) {
    params.set('search', search);
  }
  if (after) {
    params.set('after', after);
  }
  return api.get(`${actionRegisterPath(actionRegisterId)}/items?${params.toString()}`, {
    schema: ZRegisterItemPage,
    signal,
  });
}

export function actionRegisterItemsQueryOptions(actionRegisterId: string, view: ItemView) {
  return infiniteQueryOptions({
    queryKey: actionRegistersKeys.itemPages(actionRegisterId, view),
    queryFn: ({ signal, pageParam }) => listActionRegisterItems(actionRegisterId, view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Typing in the search keeps the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** A register's items as its toolbar asks, asked for only while its panel is open. */
export function useActionRegisterItems(actionRegisterId: string, view: ItemView, enabled: boolean) {
  return useInfiniteQuery({ ...actionRegisterItemsQueryOptions(actionRegisterId, view), enabled });
}
