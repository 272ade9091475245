import {
  type ItemComment,
  ZItemCommentList,
} from '@squadboard/domain/action-registers/action-register.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { actionRegisterPath, actionRegistersKeys } from './keys.ts';

export function listActionRegisterItemComments(
  actionRegisterId: string,
  itemId: string,
  signal?: AbortSignal,
): Promise<ItemComment[]> {
  return api
    .get(`${actionRegisterPath(actionRegisterId)}/items/${encodeURIComponent(itemId)}/comments`, {
      schema: ZItemCommentList,
      signal,
    })
    .then((r) => r.items);
}

/** An item's comments, oldest first: loaded when the item is opened, not with the list. */
export function useActionRegisterItemComments(actionRegisterId: string, itemId: string) {
  return useQuery({
    queryKey: actionRegistersKeys.comments(actionRegisterId, itemId),
    queryFn: ({ signal }) => listActionRegisterItemComments(actionRegisterId, itemId, signal),
  });
}
