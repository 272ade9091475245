import {
  type SaveActionRegister,
  ZRegisterResult,
} from '@squadboard/domain/action-registers/action-register.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ActionRegisterResult } from './create-action-register.ts';
import { ACTION_REGISTERS_KEY, actionRegisterPath } from './keys.ts';

export function updateActionRegister({
  id,
  body,
}: {
  id: string;
  body: SaveActionRegister;
}): Promise<ActionRegisterResult> {
  return apiRequest(actionRegisterPath(id), { method: 'PATCH', body, schema: ZRegisterResult });
}

export function useUpdateActionRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActionRegister,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTION_REGISTERS_KEY }),
  });
}
