import { Button, FileButton, Group, Loader, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { ATTACHMENT_EXTENSIONS } from '@squadboard/domain/attachments/attachment.rules';
import type { Attachment } from '@squadboard/domain/attachments/attachment.schema';
import { IconPaperclip } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { UI as APP_UI } from '../../../lib/ui-strings.ts';
import { useDeleteAttachment } from '../api/delete-attachment.ts';
import { useAttachments } from '../api/list-attachments.ts';
import { megabytesOf } from '../attachment-selection.ts';
import { ATTACHMENTS_UI as UI } from '../attachment-strings.ts';
import { AttachmentRow, PendingRow } from './attachment-row.tsx';
import { DropFilesOverlay } from './drop-files-overlay.tsx';
import { FilePreviewDialog } from './file-preview-dialog.tsx';
import { useAttachmentUploads } from './use-attachment-uploads.ts';

/** The picker offers what the server takes (it still checks every file's bytes). */
const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export interface AttachmentsFieldProps {
  /** The subject's attachments collection, e.g. `/api/work-items/{id}/attachments`. */
  path: string;
  /** Files per subject (3) and the size each must stay under (6 MB for work items, 10 MB for RAID). */
  maxFiles: number;
  maxBytes: number;
  readOnly?: boolean;
  /** The heading level of the section's title in the page or dialog that holds it. */
  titleOrder?: TitleOrder;
}

/**
 * A subject's attachments (spec 001 §2.8, §5): the list with preview, download and remove, an
 * "Attach files" picker and, while it is shown and editable, drag and drop anywhere over the
 * window with a 'Drop files here' overlay.
 */
export function AttachmentsField({
  path,
  maxFiles,
  maxBytes,
  readOnly = false,
  titleOrder = 3,
}: AttachmentsFieldProps) {
  const titleId = useId();
  const list = useAttachments(path);
  const items = list.data?.items ?? [];
  // The server's answer: attach only where it will accept a file, remove only what it allows.
  const canAdd = !readOnly && list.data?.can.add === true;
  // Until the list is known, the limit cannot be checked: no picking or dropping before.
  const ready = list.isSuccess;
  const uploads = useAttachmentUploads(path, items.length, { maxFiles, maxBytes });
  const remove = useDeleteAttachment(path);
  const [previewed, setPreviewed] = useState<Attachment | null>(null);
  // The file asked about stays named while the question closes; `asking` opens and closes it.
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const [asking, setAsking] = useState(false);
  const resetPicker = useRef<() => void>(null);

  const pick = (files: File[]) => {
    uploads.add(files);
    // Choosing the same file again (after removing it) must fire a change again.
    resetPicker.current?.();
  };

  const confirmRemove = () => {
    if (!removing) {
      return;
    }
    remove.mutate(removing.id, {
      onSuccess: (result) => {
        toast.success(result.message);
        uploads.clearInline();
        setAsking(false);
      },
      onError: (error) => showFailure(error),
    });
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={titleOrder} fz="md" id={titleId}>
          {UI.title}
        </Title>
        {!canAdd ? null : (
          <FileButton multiple accept={ACCEPT} onChange={pick} resetRef={resetPicker} disabled={!ready}>
            {(props) => (
              <Button
                {...props}
                disabled={!ready}
                size="xs"
                variant="light"
                leftSection={<IconPaperclip size={16} aria-hidden />}
              >
                {UI.attach}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {!canAdd ? null : (
        <Text size="xs" c="dimmed">
          {UI.hint(maxFiles, megabytesOf(maxBytes))}
        </Text>
      )}

      {list.isPending ? (
        <Group role="status" aria-label={UI.loading} py="xs">
          <Loader size="sm" aria-hidden />
        </Group>
      ) : list.isError ? (
        <Group gap="sm">
          <Text size="sm">{MSG.generic.somethingWentWrong}</Text>
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            {APP_UI.tryAgain}
          </Button>
        </Group>
      ) : items.length === 0 && uploads.pending.length === 0 ? (
        <Text size="sm" c="dimmed">
          {UI.empty}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              onPreview={() => setPreviewed(attachment)}
              onRemove={
                !readOnly && attachment.can.delete
                  ? () => {
                      setRemoving(attachment);
                      setAsking(true);
                    }
                  : undefined
              }
            />
          ))}
          {uploads.pending.map((upload) => (
            <PendingRow key={upload.key} name={upload.name} />
          ))}
        </Stack>
      )}
      {uploads.inline ? (
        <Text size="sm" c="red" role="alert">
          {uploads.inline}
        </Text>
      ) : null}

      {!canAdd ? null : (
        <DropFilesOverlay
          // Not while a dialog of its own is open over the field.
          active={ready && previewed === null && !asking}
          onDrop={uploads.add}
          hint={UI.dropHint}
        />
      )}

      <FilePreviewDialog file={previewed} onClose={() => setPreviewed(null)} />
      <ConfirmDialog
        opened={asking}
        title={UI.removeTitle}
        confirmLabel={UI.removeConfirm}
        cancelLabel={UI.cancel}
        onConfirm={confirmRemove}
        onClose={() => setAsking(false)}
        pending={remove.isPending}
      >
        <Text size="sm">{removing ? UI.removeQuestion(removing.fileName) : null}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
