import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SQUAD_MSG } from '@squadboard/domain/squads/squad-messages';
import type { Squad } from '@squadboard/domain/squads/squads.schema';
import { useRef } from 'react';
import { showApiError } from '../../../lib/show-api-error.ts';
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
        toast.success(SQUAD_MSG.deleted);
        onClose();
      },
      onError: (error) => showApiError(error),
    });
  };

  return (
    <Modal opened={squad !== null} onClose={onClose} title={UI.deleteTitle} centered>
      <Stack gap="md">
        <Text fw={500}>{shown.current ? UI.deleteQuestion(shown.current.name) : null}</Text>
        <Text size="sm" c="dimmed">
          {UI.deleteExplanation}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {UI.cancel}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {UI.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
