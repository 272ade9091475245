import { ActionIcon, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

interface RowEditActionsProps {
  /** Named after the row, e.g. 'Save Spring release'. */
  saveLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending: boolean;
  size?: number;
}

/** A table row being edited in place: the confirm tick and the cancel cross. */
export function RowEditActions({
  saveLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending,
  size = 16,
}: RowEditActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="light" color="teal" aria-label={saveLabel} onClick={onConfirm} loading={pending}>
        <IconCheck size={size} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={cancelLabel}
        onClick={onCancel}
        disabled={pending}
      >
        <IconX size={size} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
