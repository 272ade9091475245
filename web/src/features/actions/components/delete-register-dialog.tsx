import { Text } from '@mantine/core';
import { REGISTER_MSG, type Register, STATUS_CHANGE_VERB } from '@squadboard/domain/actions/register.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeRegisterStatus } from '../api/registers.ts';
import { REGISTERS_UI as UI } from '../registers-strings.ts';

type Change = 'Archive' | 'Deleted';

/** The menu's Archive and Delete (spec 001 §7 changeRegisterStatus) with the spec's toasts. */
export function useRegisterStatusChange() {
  const change = useChangeRegisterStatus();
  const run = (register: Register, status: Change, onDone?: () => void) => {
    const verb = STATUS_CHANGE_VERB[status];
    change.mutate(
      { id: register.id, status },
      {
        onSuccess: (result) => {
          toast.success(result.message || REGISTER_MSG.statusChanged(verb));
          onDone?.();
        },
        onError: (error) => {
          // An ended session has already said so; any other failure gets the spec's message.
          if (!(error instanceof ApiError && error.sessionEnded)) {
            toast.error(REGISTER_MSG.statusChangeFailed(verb));
          }
        },
      },
    );
  };
  return { run, pending: change.isPending };
}

/** Spec 001 §2.3: asks 'Are you certain you want to remove the register?' with Delete and Cancel. */
export function DeleteRegisterDialog({
  register,
  onClose,
}: {
  register: Register | null;
  onClose: () => void;
}) {
  const { run, pending } = useRegisterStatusChange();
  const confirm = () => {
    if (register) {
      run(register, 'Deleted', onClose);
    }
  };
  return (
    <ConfirmDialog
      opened={register !== null}
      title={UI.deleteTitle}
      confirmLabel={UI.delete}
      cancelLabel={UI.cancel}
      onConfirm={confirm}
      onClose={onClose}
      pending={pending}
    >
      <Text>{REGISTER_MSG.deleteConfirm}</Text>
    </ConfirmDialog>
  );
}
