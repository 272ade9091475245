import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type KeyboardEvent, type ReactNode, type RefObject, useState } from 'react';
import { PHONE_QUERY } from '../lib/media-queries.ts';
import { UI } from '../lib/ui-strings.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface GuardedModalProps extends Pick<ModalProps, 'title' | 'size' | 'centered' | 'classNames'> {
  opened: boolean;
  onClose: () => void;
  /** Set by the form inside: whether it holds changes not saved yet. */
  dirtyRef: RefObject<(() => boolean) | null>;
  /** The question's explanation, e.g. 'This work item has changes that are not saved yet.' */
  discardText: string;
  /** The content, given the close that asks first (for a Cancel button inside). */
  children: (requestClose: () => void) => ReactNode;
}

/**
 * An editing dialog (Edit Work Item, CREATE / EDIT RAID): full screen on a phone; Escape and ×
 * ask before dropping unsaved changes.
 */
export function GuardedModal({
  opened,
  onClose,
  dirtyRef,
  discardText,
  children,
  ...modalProps
}: GuardedModalProps) {
  const [confirming, setConfirming] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);
  const requestClose = () => (dirtyRef.current?.() ? setConfirming(true) : onClose());
  // Mantine closes every open modal on one Escape: a confirmation, a preview or a picker opened
  // from inside this dialog would take it down too. So it closes only on an Escape pressed in its
  // own subtree (nested modals are portalled elsewhere) that nothing inside has used.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (
      event.key === 'Escape' &&
      !event.defaultPrevented &&
      event.currentTarget.contains(target) &&
      target.closest('[data-mantine-stop-propagation="true"]') === null
    ) {
      requestClose();
    }
  };
  return (
    <>
      <Modal
        {...modalProps}
        opened={opened}
        onClose={requestClose}
        closeOnEscape={false}
        onKeyDown={onKeyDown}
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': UI.close }}
      >
        {children(requestClose)}
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title={UI.discardTitle}
        confirmLabel={UI.discard}
        cancelLabel={UI.keepEditing}
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
        onClose={() => setConfirming(false)}
        pending={false}
      >
        {discardText}
      </ConfirmDialog>
    </>
  );
}
