import {
  type SaveActionRegisterItem,
  ZRegisterItemResult,
} from '@squadboard/domain/action-registers/action-register.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { ACTION_REGISTERS_KEY, actionRegisterPath } from './keys.ts';

export type ActionRegisterItemResult = z.infer<typeof ZRegisterItemResult>;

export function createActionRegisterItem({
  actionRegisterId,
  body,
}: {
  actionRegisterId: string;
  body: SaveActionRegisterItem;
}): Promise<ActionRegisterItemResult> {
  return api.post(`${actionRegisterPath(actionRegisterId)}/items`, body, { schema: ZRegisterItemResult });
}

/** Adds an action item; the counts on the register follow. */
export function useCreateActionRegisterItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActionRegisterItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTION_REGISTERS_KEY }),
  });
}
