import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Sprint } from '@squadboard/domain/sprints/sprint.schema';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSprint } from '../api/delete-sprint.ts';
import { SPRINT_UI } from '../sprint-settings-strings.ts';

interface Props {
  sprint: Sprint;
  /** The other sprints of the list: where this one's items may go instead of the backlog. */
  others: Sprint[];
  onClose: () => void;
}

const BACKLOG = 'backlog';

/**
 * Sprint Settings' Delete, confirmed. A sprint with work items also asks where they go (the
 * backlog by default), so nothing is deleted with them and nothing is left in a sprint that no
 * longer exists.
 */
export function DeleteSprintDialog({ sprint, others, onClose }: Props) {
  const remove = useDeleteSprint();
  // Items added since the list loaded: the server's 409 SPRINT_HAS_ITEMS asks for a destination too.
  const [askDestination, setAskDestination] = useState(sprint.itemCount > 0);
  const [destination, setDestination] = useState<string>(BACKLOG);
  const targets = others.filter((s) => s.id !== sprint.id);

  const confirm = () => {
    remove.mutate(
      { id: sprint.id, moveItemsTo: askDestination ? destination : undefined },
      {
        onSuccess: (result) => {
          toast.success(result.message || MSG.sprint.deleted);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'SPRINT_HAS_ITEMS') {
            setAskDestination(true);
          }
          showFailure(error, { fallback: MSG.sprint.deleteFailed });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={SPRINT_UI.deleteDialog} centered>
      <Stack gap="md">
        <Text>{MSG.sprint.deleteConfirm(sprint.name)}</Text>
        {askDestination ? (
          <Select
            label={SPRINT_UI.itemsGoTo}
            description={sprint.itemCount > 0 ? SPRINT_UI.itemsGoToHint(sprint.itemCount) : undefined}
            data={[
              { value: BACKLOG, label: SPRINT_UI.backlog },
              ...targets.map((s) => ({ value: s.id, label: s.name })),
            ]}
            value={destination}
            onChange={(value) => setDestination(value ?? BACKLOG)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {SPRINT_UI.cancel}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {SPRINT_UI.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
