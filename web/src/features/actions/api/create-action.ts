import { type CreateAction, ZAction } from '@squadboard/domain/actions/action.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { ACTIONS_KEY } from './keys.ts';

export const ZActionResult = z.object({ message: z.string(), action: ZAction });
export type ActionResult = z.infer<typeof ZActionResult>;

export function createAction(body: CreateAction): Promise<ActionResult> {
  return api.post('/api/actions', body, { schema: ZActionResult });
}

export function useCreateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIONS_KEY }),
  });
}
