import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PROFILE_UI } from '../../profile-strings.ts';

const UI = PROFILE_UI.cancelledDialog;

/** The cancellation confirmation: the plan keeps running until the end of its period. */
export function CancelledDialog(props: {
  opened: boolean;
  onClose: () => void;
  plan: string;
  endsOn: string;
}) {
  const { opened, onClose, plan, endsOn } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={UI.title} centered>
      <Stack gap="md">
        <Text size="sm">{UI.body(plan, endsOn)}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {UI.ok}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
