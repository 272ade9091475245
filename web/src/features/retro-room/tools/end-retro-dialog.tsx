import { Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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
    <ConfirmDialog
      opened={opened}
      title={UI.endRetroTitle}
      confirmLabel={UI.yes}
      cancelLabel={UI.no}
      onConfirm={onConfirm}
      onClose={onClose}
      pending={ending}
      focusConfirm
      size="sm"
    >
      <Text>{MSG.retro.closeSessionConfirm}</Text>
    </ConfirmDialog>
  );
}
