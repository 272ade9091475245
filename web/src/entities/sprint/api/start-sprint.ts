import { type SprintPlan, ZSprintPlan } from '@squadboard/domain/sprints/sprint-run.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { workItemKeys } from '../../work-item/api/keys.ts';
import { sprintKeys, sprintPath } from './keys.ts';

export interface StartSprintInput {
  sprintId: string;
  squadId: string;
}

/** POST /api/sprints/:id/start: answers the squad's plan with the sprint now active. */
export function startSprint({ sprintId, squadId }: StartSprintInput): Promise<SprintPlan> {
  return api.post(`${sprintPath(sprintId)}/start`, { squadId }, { schema: ZSprintPlan });
}

/** Start: the answer is the new plan; the board now has a sprint to show. */
export function useStartSprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSprint,
    onSuccess: async (plan, { squadId }) => {
      queryClient.setQueryData(sprintKeys.plan(squadId), plan);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sprintKeys.board(squadId) }),
        // A board cached under the work items' root: stale, so it reloads when next shown; the
        // backlog on screen did not change and is not reloaded.
        queryClient.invalidateQueries({ queryKey: workItemKeys.all, refetchType: 'none' }),
      ]);
    },
  });
}
