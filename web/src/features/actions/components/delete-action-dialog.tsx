import { Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Action } from '@squadboard/domain/actions/action.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { ACTIONS_UI as UI } from '../actions-strings.ts';
import { useDeleteAction } from '../api/delete-action.ts';

/** Spec 001 §2.3: asks 'Are you certain you want to remove the action?' with Delete and Cancel. */
export function DeleteActionDialog({ action, onClose }: { action: Action | null; onClose: () => void }) {
  const remove = useDeleteAction();

  const confirm = () => {
    if (!action) {
      return;
    }
    remove.mutate(action.id, {
      onSuccess: (result) => {
        toast.success(result.message || MSG.actions.deleted);
        onClose();
      },
      onError: (error) => {
        showFailure(error, { fallback: MSG.actions.deleteFailed });
        // A refusal will not succeed on retry: the dialog closes.
        if (error instanceof ApiError && error.status === 403) {
          onClose();
        }
      },
    });
  };

  return (
    <ConfirmDialog
      opened={action !== null}
      title={UI.deleteTitle}
      confirmLabel={UI.delete}
      cancelLabel={UI.cancel}
      onConfirm={confirm}
      onClose={onClose}
      pending={remove.isPending}
    >
      <Text>{MSG.actions.deleteConfirm}</Text>
    </ConfirmDialog>
  );
}
