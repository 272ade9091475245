import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { TOOLBAR_UI as UI } from './toolbar-strings.ts';

interface EndRetroDialogProps {
  opened: boolean;
  ending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec 002 §4: End Retro asks 'Do you want to close retro session?' Yes/No. */
export function EndRetroDialog({ opened, ending, onConfirm, onClose }: EndRetroDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={UI.endRetroTitle} centered size="sm">
      <Stack gap="lg">
        <Text>{MSG.retro.closeSessionConfirm}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={ending}>
            {UI.no}
          </Button>
          <Button color="red" onClick={onConfirm} loading={ending} data-autofocus>
            {UI.yes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
