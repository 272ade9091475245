import { Anchor, Group, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { WorkItemOrigin as Origin } from '@squadboard/domain/work-items/work-item.schema';
import { Link } from 'react-router';
import { roomPath } from '../../retro/room-path.ts';

// Where an item came from: the retro whose card it was made of, linking back to that
// retro's room, which shows its summary once the retro is over. Nothing for other items, nor
// when the viewer may not see that retro (the server then sends no origin).

export function WorkItemOrigin({ origin }: { origin: Origin | null | undefined }) {
  if (!origin) {
    return null;
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {MSG.workItems.fromRetro}
      </Text>
      <Anchor component={Link} to={roomPath(origin.room)} size="sm" truncate="end">
        {origin.retroTitle}
      </Anchor>
    </Group>
  );
}
