import { Text } from '@mantine/core';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelRetro } from '../api/cancel-retro.ts';
import { useDeleteRetro } from '../api/delete-retro.ts';
import { RETROS_UI as UI } from '../retros-strings.ts';

export type DestructiveAction = 'cancel' | 'delete';

const TEXTS = {
  cancel: {
    title: UI.cancelTitle,
    question: UI.cancelQuestion,
    explanation: UI.cancelExplanation,
    confirm: UI.confirmCancel,
  },
  delete: {
    title: UI.deleteTitle,
    question: UI.deleteQuestion,
    explanation: UI.deleteExplanation,
    confirm: UI.confirmDelete,
  },
} as const;

export interface PendingAction {
  retro: Retro;
  action: DestructiveAction;
}

/** Asks before cancelling or deleting: both end the meeting link for everyone. */
export function ConfirmRetroDialog({
  pending,
  onClose,
}: {
  pending: PendingAction | null;
  onClose: () => void;
}) {
  const cancel = useCancelRetro();
  const remove = useDeleteRetro();
  // The text stays on screen while the dialog fades out after the action.
  const shown = useRef(pending);
  if (pending) {
    shown.current = pending;
  }
  const texts = TEXTS[shown.current?.action ?? 'cancel'];

  const confirm = () => {
    if (!pending) {
      return;
    }
    const run = pending.action === 'delete' ? remove : cancel;
    run.mutate(pending.retro.id, {
      onSuccess: (message) => {
        if (message) {
          toast.success(message);
        }
        onClose();
      },
      onError: (error) => showFailure(error),
    });
  };

  return (
    <ConfirmDialog
      opened={pending !== null}
      title={texts.title}
      confirmLabel={texts.confirm}
      cancelLabel={UI.keep}
      onConfirm={confirm}
      onClose={onClose}
      pending={cancel.isPending || remove.isPending}
    >
      <Text fw={500}>{shown.current ? texts.question(shown.current.retro.title) : null}</Text>
      <Text size="sm" c="dimmed">
        {texts.explanation}
      </Text>
    </ConfirmDialog>
  );
}
