import { type MessageResult, ZMessageResult } from '@squadboard/domain';
import type { ActionRegisterStatusChange } from '@squadboard/domain/action-registers/action-register.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { actionRegisterPath, actionRegistersKeys } from './keys.ts';

export function changeActionRegisterStatus({
  id,
  status,
}: {
  id: string;
  status: ActionRegisterStatusChange['status'];
}): Promise<MessageResult> {
  return api.post(`${actionRegisterPath(id)}/status`, { status }, { schema: ZMessageResult });
}

/** The menu's Archive and Delete. */
export function useChangeActionRegisterStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeActionRegisterStatus,
    onSuccess: async (_result, { id }) => {
      // Only the lists are refreshed: a deleted register's open panel must not ask for its items
      // again (the server answers 404). Once the list no longer shows it, its items are dropped.
      await queryClient.invalidateQueries({ queryKey: actionRegistersKeys.lists() });
      queryClient.removeQueries({ queryKey: actionRegistersKeys.items(id) });
    },
  });
}
