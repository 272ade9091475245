import type { UpdateAction } from '@squadboard/domain/actions/action.schema';
import { type ActionResult, ZActionResult } from '@squadboard/domain/actions/action.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ACTIONS_KEY } from './keys.ts';

export function updateAction({ id, change }: { id: string; change: UpdateAction }): Promise<ActionResult> {
  return apiRequest(`/api/actions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
    schema: ZActionResult,
  });
}

export function useUpdateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIONS_KEY }),
  });
}
