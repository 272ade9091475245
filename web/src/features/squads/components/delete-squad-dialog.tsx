import { Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Squad } from '@squadboard/domain/squads/squads.schema';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSquad } from '../api/delete-squad.ts';
import { SQUADS_UI as UI } from '../squads-strings.ts';

/** Asks before deleting: a squad's sprints and retros hang off it. */
export function DeleteSquadDialog({ squad, onClose }: { squad: Squad | null; onClose: () => void }) {
  const remove = useDeleteSquad();
  // The name stays on screen while the dialog fades out after the squad is gone.
  const shown = useRef(squad);
  if (squad) {
    shown.current = squad;
  }

  const confirm = () => {
    if (!squad) {
      return;
    }
    remove.mutate(squad.id, {
      onSuccess: () => {
        toast.success(MSG.squads.deleted);
        onClose();
      },
      onError: (error) => showFailure(error),
    });
  };

  return (
    <ConfirmDialog
      opened={squad !== null}
      title={UI.deleteTitle}
      confirmLabel={UI.delete}
      cancelLabel={UI.cancel}
      onConfirm={confirm}
      onClose={onClose}
      pending={remove.isPending}
    >
      <Text fw={500}>{shown.current ? UI.deleteQuestion(shown.current.name) : null}</Text>
      <Text size="sm" c="dimmed">
        {UI.deleteExplanation}
      </Text>
    </ConfirmDialog>
  );
}
