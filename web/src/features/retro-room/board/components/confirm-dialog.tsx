import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { BOARD_UI as UI } from './board-strings.ts';

/** The spec's Yes/No questions before deleting a title or a comment. */
export function ConfirmDialog({
  opened,
  title,
  question,
  onYes,
  onNo,
}: {
  opened: boolean;
  title: string;
  question: string;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onNo} title={title} centered size="sm">
      <Stack gap="md">
        <Text>{question}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onNo}>
            {UI.no}
          </Button>
          <Button color="red" onClick={onYes} data-autofocus>
            {UI.yes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
