import { MSG } from '@squadboard/domain';
import type { SprintBoard } from '@squadboard/domain/sprints/sprint-run.schema';
import type { WorkItemStatusId } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOpenWorkItem } from '../../../../entities/work-item/open-work-item.tsx';
import { isFailureCode, showFailure } from '../../../../lib/failures.ts';
import { toast } from '../../../../lib/toast.ts';
import { changeCardStatus } from '../api/change-card-status.ts';
import { sprintBoardKey } from '../api/get-sprint-board.ts';
import { applySprintItem, revertCard, withCardStatus } from '../board-state.ts';

interface Move {
  item: WorkItem;
  statusId: WorkItemStatusId;
}

/**
 * A card dropped into another column: it shows there at once, the server is asked, and a refusal
 * puts it back with the server's message. A refusal for empty fields opens the Edit Work Item
 * dialog with them marked and the move waiting for its Save.
 */
export function useCardMove(squadId: string) {
  const queryClient = useQueryClient();
  const openWorkItem = useOpenWorkItem();
  const key = sprintBoardKey(squadId);
  const update = (change: (board: SprintBoard) => SprintBoard) =>
    queryClient.setQueryData<SprintBoard>(key, (board) => (board ? change(board) : board));

  return useMutation({
    mutationFn: ({ item, statusId }: Move) => changeCardStatus(item.id, statusId),
    onMutate: async ({ item, statusId }: Move) => {
      // A reload under way would bring the old status back over the optimistic one.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      update((board) => withCardStatus(board, item.id, statusId));
    },
    onSuccess: (result) => {
      update((board) => applySprintItem(board, result.item).board);
      toast.success(result.message);
    },
    onError: (error, { item, statusId }) => {
      update((board) => revertCard(board, item));
      showFailure(error, { fallback: MSG.workItems.statusFailed });
      if (isFailureCode(error, 'STATUS_NEEDS_FIELDS') && error.fields) {
        openWorkItem(item.id, { statusId, fields: error.fields });
      }
    },
  });
}
