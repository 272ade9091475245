import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import type { OpAck } from '../board/use-board.ts';
import { ROOM_UI as UI } from '../retro-room-strings.ts';
import { formatRoomDate } from '../room-format.ts';
import { AttendeeRow } from './attendee-row.tsx';

/**
 * Spec 002 §2 "Header details on the board": title, event id and date, then who is here.
 * `onHandOver`: the admin's facilitator handover, absent for everyone else.
 */
export function BoardHeader({
  snapshot,
  onHandOver,
}: {
  snapshot: RoomSnapshot;
  onHandOver?: (participantId: string) => Promise<OpAck>;
}) {
  const { retro } = snapshot;
  const mood = retro.mood && retro.mood !== 'none' ? retro.mood : null;
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Title order={1} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
            {retro.title}
          </Title>
          {mood ? (
            <Badge variant="light" color={mood === 'happy' ? 'teal' : mood === 'flat' ? 'yellow' : 'red'}>
              {UI.mood}: {UI.moodLabels[mood]}
            </Badge>
          ) : null}
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            {UI.eventId(retro.meetingId)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatRoomDate(retro.startedAt ?? retro.scheduledAt)}
          </Text>
          <Text size="sm" c="dimmed">
            {retro.squadName}
          </Text>
        </Group>
      </Stack>
      <AttendeeRow participants={snapshot.participants} meId={snapshot.me.id} onHandOver={onHandOver} />
    </Group>
  );
}
