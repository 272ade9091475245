import {
  type SaveActionRegister,
  ZRegisterResult,
} from '@squadboard/domain/action-registers/action-register.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { ACTION_REGISTERS_KEY } from './keys.ts';

export type ActionRegisterResult = z.infer<typeof ZRegisterResult>;

export function createActionRegister(body: SaveActionRegister): Promise<ActionRegisterResult> {
  return api.post('/api/action-registers', body, { schema: ZRegisterResult });
}

export function useCreateActionRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActionRegister,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTION_REGISTERS_KEY }),
  });
}
