import {
  type SaveActionRegisterItem,
  ZRegisterItemResult,
} from '@squadboard/domain/action-registers/action-register.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ActionRegisterItemResult } from './create-action-register-item.ts';
import { ACTION_REGISTERS_KEY, actionRegisterPath } from './keys.ts';

export function updateActionRegisterItem({
  actionRegisterId,
  itemId,
  body,
}: {
  actionRegisterId: string;
  itemId: string;
  body: SaveActionRegisterItem;
}): Promise<ActionRegisterItemResult> {
  return apiRequest(`${actionRegisterPath(actionRegisterId)}/items/${encodeURIComponent(itemId)}`, {
    method: 'PATCH',
    body,
    schema: ZRegisterItemResult,
  });
}

/** Saves an edited action item; the counts on the register follow. */
export function useUpdateActionRegisterItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActionRegisterItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTION_REGISTERS_KEY }),
  });
}
