import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { RoomRetro } from '@squadboard/domain/realtime/retro-room.events';
import { IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { ROOM_UI as UI } from '../retro-room-strings.ts';
import { formatRoomDateTime } from '../room-format.ts';

export function RoomLoading() {
  return (
    <Center py={80} role="status" aria-label={UI.loading}>
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" size="sm">
          {UI.loading}
        </Text>
      </Stack>
    </Center>
  );
}

export function RoomFailed({
  message,
  onRetry,
  onLeave,
}: {
  message: string;
  onRetry: () => void;
  onLeave: () => void;
}) {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz="lg">
          {UI.somethingWrong}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Group gap="xs">
          <Button variant="default" onClick={onLeave}>
            {UI.backToJoin}
          </Button>
          <Button onClick={onRetry}>{UI.tryAgain}</Button>
        </Group>
      </Stack>
    </Center>
  );
}

/** A completed or archived retro: the board as it was, nothing to change. */
export function ReadOnlyNotice() {
  return (
    <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />} role="note">
      {UI.readOnly}
    </Alert>
  );
}

/** Only a retro admin sees a scheduled retro's room: they start it from here. */
export function NotStartedPanel({
  retro,
  starting,
  onStart,
}: {
  retro: RoomRetro;
  starting: boolean;
  onStart: () => void;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {UI.notStartedTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {UI.scheduledFor(formatRoomDateTime(retro.scheduledAt))}
          </Text>
          <Text size="sm">{UI.notStartedText}</Text>
        </Stack>
        <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={starting} onClick={onStart}>
          {UI.startRetro}
        </Button>
      </Group>
    </Paper>
  );
}
