import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { IconFileUnknown } from '@tabler/icons-react';
import { useRef } from 'react';
import { GuardedModal } from '../../../components/guarded-modal.tsx';
import { ListLoadFailed, ListLoading } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRaidItem } from '../api/get-raid.ts';
import { RaidEditor } from './raid-editor.tsx';
import { RAID_FORM_UI as UI } from './raid-form-strings.ts';

export interface RaidDialogProps {
  opened: boolean;
  /** null: CREATE; an id: EDIT RAID, the item fetched with GET /api/raid/:id. */
  itemId: string | null;
  onClose: () => void;
}

/** 404, or an id that is no RAID item's at all (the server refuses it as 400). */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function RaidNotFound({ onClose }: { onClose: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md">
      <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
        <IconFileUnknown size={28} />
      </ThemeIcon>
      <Text ta="center" fw={600} role="alert">
        {MSG.raid.notFound}
      </Text>
      <Button variant="light" onClick={onClose}>
        {UI.close}
      </Button>
    </Stack>
  );
}

/**
 * Spec 001 §2.6, the CREATE / EDIT RAID modal: large and centred (full screen on a phone). EDIT
 * fetches the item first. Escape and × ask before dropping unsaved changes, as the Edit Work Item
 * dialog does.
 */
export function RaidDialog({ opened, itemId, onClose }: RaidDialogProps) {
  const item = useRaidItem(opened ? itemId : null);
  const dirty = useRef<(() => boolean) | null>(null);

  const body = (requestClose: () => void) => {
    if (!opened) {
      return null;
    }
    if (itemId === null) {
      return <RaidEditor item={null} onSaved={onClose} onCancel={requestClose} dirtyRef={dirty} />;
    }
    if (item.data) {
      return (
        <RaidEditor
          key={item.data.id}
          item={item.data}
          onSaved={onClose}
          onCancel={requestClose}
          dirtyRef={dirty}
        />
      );
    }
    if (item.isError) {
      return isNotFound(item.error) ? (
        <RaidNotFound onClose={onClose} />
      ) : (
        <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void item.refetch()} />
      );
    }
    return <ListLoading label={UI.loading} />;
  };

  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      dirtyRef={dirty}
      discardText={UI.discardText}
      title={
        <Text component="span" fw={700} fz="lg">
          {itemId === null ? UI.createTitle : UI.editTitle}
        </Text>
      }
      size="64rem"
      centered
    >
      {body}
    </GuardedModal>
  );
}
