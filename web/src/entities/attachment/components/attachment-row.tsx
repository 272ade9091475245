import { ActionIcon, Anchor, Group, Loader, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { extensionOf } from '@squadboard/domain/attachments/attachment.rules';
import type { Attachment } from '@squadboard/domain/attachments/attachment.schema';
import {
  IconDownload,
  IconFile,
  IconFileTypeDoc,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeSvg,
  IconFileTypeXls,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { fileSizeLabel } from '../attachment-format.ts';
import { ATTACHMENTS_UI as UI } from '../attachment-strings.ts';

const ICONS: Record<string, typeof IconFile> = {
  pdf: IconFileTypePdf,
  doc: IconFileTypeDoc,
  docx: IconFileTypeDocx,
  xls: IconFileTypeXls,
  xlsx: IconFileTypeXls,
  ppt: IconFileTypePpt,
  pptx: IconFileTypePpt,
  svg: IconFileTypeSvg,
  jpg: IconPhoto,
  jpeg: IconPhoto,
  png: IconPhoto,
};

/** The file's kind at a glance; its name beside it says the same in words. */
function FileIcon({ name }: { name: string }) {
  const Icon = ICONS[extensionOf(name)] ?? IconFile;
  return <Icon size={22} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />;
}

interface AttachmentRowProps {
  attachment: Attachment;
  onPreview: () => void;
  /** Absent when this person may not remove it (read-only, or someone else's file). */
  onRemove?: () => void;
}

export function AttachmentRow({ attachment, onPreview, onRemove }: AttachmentRowProps) {
  const { fileName, url } = attachment;
  return (
    <Paper component="li" withBorder radius="sm" px="sm" py={6}>
      <Group gap="sm" wrap="nowrap">
        <FileIcon name={fileName} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            truncate="end"
            onClick={onPreview}
            aria-label={UI.preview(fileName)}
          >
            {fileName}
          </Anchor>
          <Text size="xs" c="dimmed" truncate="end">
            {fileSizeLabel(attachment.size)}
            {attachment.uploadedByName ? ` · ${UI.addedBy(attachment.uploadedByName)}` : ''}
          </Text>
        </Stack>
        <Tooltip label={UI.download(fileName)}>
          <ActionIcon
            component="a"
            href={url}
            download={fileName}
            variant="subtle"
            color="gray"
            aria-label={UI.download(fileName)}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {onRemove ? (
          <Tooltip label={UI.remove(fileName)}>
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={UI.remove(fileName)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Paper>
  );
}

/** A file on its way up: its name and a spinner until the server has it. */
export function PendingRow({ name }: { name: string }) {
  return (
    <Paper component="li" withBorder radius="sm" px="sm" py={6} aria-busy>
      <Group gap="sm" wrap="nowrap" role="status">
        <Loader size={18} aria-hidden />
        <Text size="sm" c="dimmed" truncate="end" style={{ flex: 1, minWidth: 0 }}>
          {UI.uploading(name)}
        </Text>
      </Group>
    </Paper>
  );
}
