import {
  type CompleteSprintResult,
  type ItemsDestination,
  ZCompleteSprintResult,
} from '@squadboard/domain/sprints/sprint-run.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { workItemKeys } from '../../work-item/api/keys.ts';
import { sprintKeys, sprintPath } from './keys.ts';

export interface CompleteSprintInput {
  sprintId: string;
  squadId: string;
  /** Where the unfinished items go: the backlog or a sprint's id. */
  carryTo: ItemsDestination;
}

/** POST /api/sprints/:id/complete: the recorded figures and how many items moved on. */
export function completeSprint({
  sprintId,
  squadId,
  carryTo,
}: CompleteSprintInput): Promise<CompleteSprintResult> {
  return api.post(
    `${sprintPath(sprintId)}/complete`,
    { squadId, carryTo },
    { schema: ZCompleteSprintResult },
  );
}

/**
 * Complete: the plan, the board and the past sprints change, and unfinished items land in the
 * backlog or another sprint, so every work-item view (the backlog list above all) reloads too.
 */
export function useCompleteSprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSprint,
    onSuccess: (_result, { squadId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sprintKeys.plan(squadId) }),
        queryClient.invalidateQueries({ queryKey: sprintKeys.board(squadId) }),
        queryClient.invalidateQueries({ queryKey: sprintKeys.past(squadId) }),
        queryClient.invalidateQueries({ queryKey: workItemKeys.all }),
      ]),
  });
}
