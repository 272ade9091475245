import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { GuardedModal } from '../../../components/guarded-modal.tsx';
import { ListLoadFailed, ListLoading } from '../../../components/list-states.tsx';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { type PendingStatusChange, workItemPagePath } from '../../../entities/work-item/open-work-item.tsx';
import { useWorkItem } from '../api/get-work-item.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';
import { WorkItemEditor } from './work-item-editor.tsx';
import { isNotFound, WorkItemNotFound } from './work-item-not-found.tsx';
import '../work-item.css';

interface WorkItemDialogProps {
  id: string;
  onClose: () => void;
  /** A move refused for empty fields (the sprint board): they open marked, and Save makes the move. */
  pendingStatus?: PendingStatusChange;
}

/** Spec 001 §2.8: the Edit Work Item modal, over the page that opened it (full screen on a phone). */
export function WorkItemDialog({ id, onClose, pendingStatus }: WorkItemDialogProps) {
  const item = useWorkItem(id);
  const dirty = useRef<(() => boolean) | null>(null);

  let body: React.ReactNode;
  if (item.data) {
    body = (
      <WorkItemEditor
        key={item.data.id}
        item={item.data}
        onSaved={onClose}
        dirtyRef={dirty}
        pendingStatus={pendingStatus}
      />
    );
  } else if (item.isError) {
    body = isNotFound(item.error) ? (
      <WorkItemNotFound />
    ) : (
      <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void item.refetch()} />
    );
  } else {
    body = <ListLoading label={UI.loading} />;
  }
  const title = (
    <Group gap="xs" wrap="nowrap">
      {item.data ? <KindIcon kind={item.data.type} size={22} /> : null}
      <Text component="span" fw={600} fz="lg">
        {item.data ? UI.dialogTitle(item.data.acronymId) : UI.pageTitle}
      </Text>
      <Tooltip label={UI.openPage}>
        <ActionIcon
          component={Link}
          to={workItemPagePath(id)}
          variant="subtle"
          color="gray"
          aria-label={UI.openPage}
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  return (
    <GuardedModal
      opened
      onClose={onClose}
      dirtyRef={dirty}
      discardText={UI.discardText}
      title={title}
      size="68rem"
      classNames={{ body: 'work-item-dialog-body' }}
    >
      {() => body}
    </GuardedModal>
  );
}
