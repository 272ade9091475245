import { Button, CloseButton, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { ATTACHMENT_EXTENSIONS } from '@squadboard/domain/attachments/attachment.rules';
import { RAID_LIMITS } from '@squadboard/domain/raid/raid.model';
import { IconFile, IconPaperclip } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { megabytesOf, selectAttachments } from '../../../entities/attachment/attachment-selection.ts';
import { ATTACHMENTS_UI } from '../../../entities/attachment/attachment-strings.ts';
import { DropFilesOverlay } from '../../../entities/attachment/components/drop-files-overlay.tsx';
import { toast } from '../../../lib/toast.ts';
import { RAID_FORM_UI as UI } from './raid-form-strings.ts';

const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const RAID_ATTACHMENT_LIMITS = {
  maxFiles: RAID_LIMITS.maxAttachments,
  maxBytes: RAID_LIMITS.maxAttachmentBytes,
} as const;

const fileKey = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

interface PendingAttachmentsProps {
  files: File[];
  onChange: (files: File[]) => void;
}

/**
 * CREATE has no item to attach to yet: the files picked or dropped are checked now, with the
 * same rules as on an item (spec 001 §5 "RAID attachments"), kept, and uploaded right after the
 * item is created.
 */
export function PendingAttachments({ files, onChange }: PendingAttachmentsProps) {
  const titleId = useId();
  const [inline, setInline] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);
  const add = (picked: File[]) => {
    if (picked.length === 0) {
      return;
    }
    // The same file picked twice is kept once.
    const kept = new Set(files.map(fileKey));
    const outcome = selectAttachments(
      files.length,
      picked.filter((file) => !kept.has(fileKey(file))),
      RAID_ATTACHMENT_LIMITS,
    );
    for (const message of outcome.toasts) {
      toast[message.variant](message.message);
    }
    setInline(outcome.inline);
    onChange([...files, ...outcome.accepted]);
    // Choosing the same file again (after removing it) must fire a change again.
    resetPicker.current?.();
  };
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="md" id={titleId}>
          {UI.attachments}
        </Title>
        <FileButton multiple accept={ACCEPT} onChange={add} resetRef={resetPicker}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconPaperclip size={16} aria-hidden />}
            >
              {ATTACHMENTS_UI.attach}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {ATTACHMENTS_UI.hint(RAID_ATTACHMENT_LIMITS.maxFiles, megabytesOf(RAID_ATTACHMENT_LIMITS.maxBytes))}{' '}
        {UI.attachOnSave}
      </Text>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ATTACHMENTS_UI.empty}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <Group component="li" key={fileKey(file)} gap="xs" wrap="nowrap">
              <IconFile size={18} aria-hidden />
              <Text size="sm" truncate style={{ flex: 1 }}>
                {file.name}
              </Text>
              <CloseButton
                size="sm"
                aria-label={UI.removeFile(file.name)}
                onClick={() => {
                  onChange(files.filter((other) => other !== file));
                  setInline(null);
                }}
              />
            </Group>
          ))}
        </Stack>
      )}
      {inline ? (
        <Text size="sm" c="red" role="alert">
          {inline}
        </Text>
      ) : null}
      <DropFilesOverlay onDrop={add} hint={UI.attachOnSave} />
    </Stack>
  );
}
