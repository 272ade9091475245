import { Box, Button, Group, Image, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { PHONE_QUERY } from '../../../lib/media-queries.ts';
import { previewKindOf } from '../attachment-format.ts';
import { PREVIEW_UI as UI } from '../attachment-strings.ts';
import { DocxPreview, SheetPreview } from './office-preview.tsx';

export interface PreviewFile {
  fileName: string;
  url: string;
}

function PreviewBody({ file, phone }: { file: PreviewFile; phone: boolean }) {
  // Full screen on a phone: the frame takes what the header leaves.
  const frameHeight = phone ? 'calc(100dvh - 90px)' : '70vh';
  switch (previewKindOf(file.fileName)) {
    case 'image':
      return (
        <Image
          src={file.url}
          alt={file.fileName}
          fit="contain"
          mah={frameHeight}
          w="auto"
          maw="100%"
          mx="auto"
        />
      );
    case 'pdf':
      // Our own origin, sent inline, never sniffed, framed only by this origin (attachments.routes.ts).
      return (
        <Box
          component="iframe"
          src={file.url}
          title={file.fileName}
          w="100%"
          h={frameHeight}
          style={{ border: '1px solid var(--mantine-color-default-border)', display: 'block' }}
        />
      );
    case 'docx':
      return <DocxPreview url={file.url} />;
    case 'xlsx':
      return <SheetPreview url={file.url} />;
    default:
      return <Text py="md">{MSG.attachments.previewNotAvailable}</Text>;
  }
}

/**
 * The file preview dialog (spec 000 §2): the file name as its title, a direct download and a
 * close button; images inline, PDFs in a frame, docx and xlsx rendered here (conventions: where we differ), anything
 * else 'Preview not available for this file type.'
 */
export function FilePreviewDialog({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  // The last file stays shown while the dialog closes, instead of emptying mid-animation.
  const [shown, setShown] = useState(file);
  if (file && file !== shown) {
    setShown(file);
  }
  return (
    <Modal.Root opened={file !== null} onClose={onClose} size="xl" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Modal.Title style={{ overflowWrap: 'anywhere' }}>{shown?.fileName}</Modal.Title>
          <Group gap="xs" wrap="nowrap" ml="sm">
            {shown ? (
              <Button
                component="a"
                href={shown.url}
                download={shown.fileName}
                variant="light"
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {UI.download}
              </Button>
            ) : null}
            <Modal.CloseButton aria-label={UI.close} />
          </Group>
        </Modal.Header>
        <Modal.Body>
          {/* Keyed by file: a new file starts from its own loading state. */}
          {shown ? <PreviewBody key={shown.url} file={shown} phone={phone} /> : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
