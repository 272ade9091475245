import {
  type ActionResult,
  type CreateAction,
  ZActionResult,
} from '@squadboard/domain/actions/action.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ACTIONS_KEY } from './keys.ts';

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
