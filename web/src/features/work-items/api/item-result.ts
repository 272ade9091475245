import type { WorkItemResult } from '@squadboard/domain/work-items/work-item.schema';
import type { QueryClient } from '@tanstack/react-query';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';

/**
 * After a save: the item as the server answered it, its history (a new entry), and every other
 * work-item view (the backlog shows its status, owner and title) refreshed: at once when it is on
 * screen (the backlog under the dialog), else when next shown.
 */
export async function afterItemSaved(queryClient: QueryClient, { item }: WorkItemResult): Promise<void> {
  queryClient.setQueryData(workItemKeys.item(item.id), item);
  await queryClient.invalidateQueries({ queryKey: workItemKeys.history(item.id) });
  await queryClient.invalidateQueries({
    queryKey: workItemKeys.all,
    predicate: (query) => query.queryKey[1] !== 'item' && query.queryKey[1] !== 'history',
  });
}
