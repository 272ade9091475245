import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, and any explanation under it. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the change runs: the confirm button spins and Cancel waits. */
  pending: boolean;
  /** Red for a change that removes or stops something (the default); the primary colour otherwise. */
  destructive?: boolean;
  /** A plain Yes/No question (the live room's) starts on its confirm button, so Enter answers it. */
  focusConfirm?: boolean;
  size?: 'sm' | 'md';
}

/** Asks before a change that is hard to take back (delete, cancel, start): one button does it, the other keeps. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  pending,
  destructive = true,
  focusConfirm = false,
  size = 'md',
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            color={destructive ? 'red' : undefined}
            onClick={onConfirm}
            loading={pending}
            data-autofocus={focusConfirm || undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
