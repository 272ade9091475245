import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ACTION_MSG, type Action } from '@squadboard/domain/actions/action.schema';
import { ApiError } from '../../../lib/api-client.ts';
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
        toast.success(result.message || ACTION_MSG.deleted);
        onClose();
      },
      onError: (error) => {
        // An ended session has already said so; any other failure gets the spec's message.
        if (!(error instanceof ApiError && error.sessionEnded)) {
          toast.error(ACTION_MSG.deleteFailed);
        }
      },
    });
  };

  return (
    <Modal opened={action !== null} onClose={onClose} title={UI.deleteTitle} centered>
      <Stack gap="md">
        <Text>{ACTION_MSG.deleteConfirm}</Text>
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
