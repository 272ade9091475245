import { Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import {
  type ActionRegister,
  STATUS_CHANGE_VERB,
} from '@squadboard/domain/action-registers/action-register.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';
import { useChangeActionRegisterStatus } from '../api/change-action-register-status.ts';

type Change = 'Archive' | 'Deleted';

/** The menu's Archive and Delete (spec 001 §7 changeRegisterStatus) with the spec's toasts. */
export function useActionRegisterStatusChange() {
  const change = useChangeActionRegisterStatus();
  const run = (actionRegister: ActionRegister, status: Change, onDone?: () => void) => {
    const verb = STATUS_CHANGE_VERB[status];
    change.mutate(
      { id: actionRegister.id, status },
      {
        onSuccess: (result) => {
          toast.success(result.message || MSG.actionRegisters.statusChanged(verb));
          onDone?.();
        },
        onError: (error) => {
          showFailure(error, { fallback: MSG.actionRegisters.statusChangeFailed(verb) });
          // A refusal (403) or an archive twice (409) will not succeed on retry: the dialog closes.
          if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
            onDone?.();
          }
        },
      },
    );
  };
  return { run, pending: change.isPending };
}

/** Spec 001 §2.3: asks 'Are you certain you want to remove the register?' with Delete and Cancel. */
export function DeleteActionRegisterDialog({
  actionRegister,
  onClose,
}: {
  actionRegister: ActionRegister | null;
  onClose: () => void;
}) {
  const { run, pending } = useActionRegisterStatusChange();
  const confirm = () => {
    if (actionRegister) {
      run(actionRegister, 'Deleted', onClose);
    }
  };
  return (
    <ConfirmDialog
      opened={actionRegister !== null}
      title={UI.deleteTitle}
      confirmLabel={UI.delete}
      cancelLabel={UI.cancel}
      onConfirm={confirm}
      onClose={onClose}
      pending={pending}
    >
      <Text>{MSG.actionRegisters.deleteConfirm}</Text>
    </ConfirmDialog>
  );
}
