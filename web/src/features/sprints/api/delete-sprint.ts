import {
  type ItemsDestination,
  type SprintResult,
  ZSprintResult,
} from '@squadboard/domain/sprints/sprint-run.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SPRINT_KEYS } from './keys.ts';

/** Without `moveItemsTo`, a sprint that has items is refused (409 SPRINT_HAS_ITEMS). */
export function deleteSprint(id: string, moveItemsTo?: ItemsDestination): Promise<SprintResult> {
  const query = moveItemsTo ? `?moveItemsTo=${encodeURIComponent(moveItemsTo)}` : '';
  return apiRequest(`/api/sprints/${encodeURIComponent(id)}${query}`, {
    method: 'DELETE',
    schema: ZSprintResult,
  });
}

/** Sprint Settings' Delete: moved items change the backlog and the plans too, so all sprint views reload. */
export function useDeleteSprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveItemsTo }: { id: string; moveItemsTo?: ItemsDestination }) =>
      deleteSprint(id, moveItemsTo),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SPRINT_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: workItemKeys.all }),
      ]);
    },
  });
}
