import { type SprintBoard, ZSprintBoard } from '@squadboard/domain/sprints/sprint-run.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workItemKeys } from '../../../../entities/work-item/api/keys.ts';
import { api } from '../../../../lib/api-client.ts';

// GET /api/sprints/board?squadId=: the squad's active sprint with its cards. Keyed under the
// work items, so an edit saved in the Edit Work Item dialog (which refreshes every work-item view)
// refreshes the board too.

export const sprintBoardKey = (squadId: string) => [...workItemKeys.all, 'sprint-board', squadId] as const;

export function getSprintBoard(squadId: string, signal?: AbortSignal): Promise<SprintBoard> {
  return api.get(`/api/sprints/board?squadId=${encodeURIComponent(squadId)}`, {
    schema: ZSprintBoard,
    signal,
  });
}

export const sprintBoardQuery = (squadId: string) =>
  queryOptions({
    queryKey: sprintBoardKey(squadId),
    queryFn: ({ signal }) => getSprintBoard(squadId, signal),
  });

export function useSprintBoard(squadId: string) {
  return useQuery(sprintBoardQuery(squadId));
}
