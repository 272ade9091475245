import {
  type SprintResult,
  type UpdateSprint,
  ZSprintResult,
} from '@squadboard/domain/sprints/sprint-run.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SPRINT_KEYS } from './keys.ts';

export function updateSprint(id: string, body: UpdateSprint): Promise<SprintResult> {
  return apiRequest(`/api/sprints/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: ZSprintResult,
  });
}

/** Sprint Settings' Edit: the list (and every other sprint view) reloads after a change. */
export function useUpdateSprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSprint }) => updateSprint(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPRINT_KEYS.all }),
  });
}
