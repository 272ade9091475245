import '@mantine/dropzone/styles.css';
import { Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { MSG } from '@squadboard/domain';
import { IconCloudUpload } from '@tabler/icons-react';

interface DropFilesOverlayProps {
  onDrop: (files: File[]) => void;
  /** Off while a dialog of the field's own is open over it. */
  active?: boolean;
  /** What happens to the dropped files, under 'Drop files here'. */
  hint: string;
}

/** 'Drop files here' over the whole window while files are dragged over it (spec 001 §5). */
export function DropFilesOverlay({ onDrop, active = true, hint }: DropFilesOverlayProps) {
  return (
    <Dropzone.FullScreen
      active={active}
      onDrop={onDrop}
      // The overlay is for dragging with a pointer; the field's button is the keyboard's way in.
      activateOnKeyboard={false}
      aria-hidden
      styles={{ inner: { height: '100%' } }}
    >
      <Stack align="center" justify="center" gap="xs" h="100%">
        <IconCloudUpload size={56} stroke={1.5} aria-hidden />
        <Text size="xl" fw={600}>
          {MSG.attachments.dropHere}
        </Text>
        <Text c="dimmed">{hint}</Text>
      </Stack>
    </Dropzone.FullScreen>
  );
}
