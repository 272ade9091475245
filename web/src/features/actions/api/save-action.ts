import { MSG } from '@squadboard/domain';
import { type CreateAction, type UpdateAction, ZAction } from '@squadboard/domain/actions/action.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { ACTIONS_KEY } from './query-keys.ts';

const ZActionResult = z.object({ message: z.string(), action: ZAction });
export type ActionResult = z.infer<typeof ZActionResult>;

export function createAction(body: CreateAction): Promise<ActionResult> {
  return api.post('/api/actions', body, { schema: ZActionResult });
}

export function updateAction({ id, change }: { id: string; change: UpdateAction }): Promise<ActionResult> {
  return apiRequest(`/api/actions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
    schema: ZActionResult,
  });
}

export function useCreateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIONS_KEY }),
  });
}

export function useUpdateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIONS_KEY }),
  });
}

/** The server's own success message, or the spec's if an older server left it out. */
export function savedMessage(result: ActionResult, editing: boolean): string {
  return result.message || (editing ? MSG.actions.updated : MSG.actions.created);
}
