import { Text } from '@mantine/core';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useStartRetro } from '../../../entities/retro/api/start-retro.ts';
import { showFailure } from '../../../lib/failures.ts';
import { RETROS_UI as UI } from '../retros-strings.ts';

/**
 * Asks before starting a scheduled retro early: starting opens the room to the whole squad at
 * once and cannot be taken back. Once started, `onStarted` takes the admin into the room.
 */
export function StartRetroDialog({
  retro,
  onClose,
  onStarted,
}: {
  retro: Retro | null;
  onClose: () => void;
  onStarted: (retro: Retro) => void;
}) {
  const start = useStartRetro();
  // The text stays on screen while the dialog fades out.
  const shown = useRef(retro);
  if (retro) {
    shown.current = retro;
  }

  const confirm = () => {
    if (!retro) {
      return;
    }
    start.mutate(retro.id, {
      onSuccess: () => {
        onClose();
        onStarted(retro);
      },
      onError: (error) => showFailure(error),
    });
  };

  return (
    <ConfirmDialog
      opened={retro !== null}
      title={UI.startTitle}
      confirmLabel={UI.confirmStart}
      cancelLabel={UI.notYet}
      onConfirm={confirm}
      onClose={onClose}
      pending={start.isPending}
      destructive={false}
    >
      <Text fw={500}>{shown.current ? UI.startQuestion(shown.current.title) : null}</Text>
      <Text size="sm" c="dimmed">
        {UI.startExplanation}
      </Text>
    </ConfirmDialog>
  );
}
