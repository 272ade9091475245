import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getRetro } from '../../../../entities/retro/api/get-retro.ts';
import { RETROS_KEY } from '../../../../entities/retro/api/keys.ts';
import { roomPath } from '../../../../entities/retro/room-path.ts';

/**
 * The sprint's retro, opened where the app opens every retro: its room (a finished one shows its
 * read-only board there). The room's address is the meeting id, not the retro id the past sprints
 * carry, so it is read from the retro itself; until then the title shows as text.
 */
export function RetroLink({ retro }: { retro: { id: string; title: string } }) {
  const loaded = useQuery({
    queryKey: [...RETROS_KEY, 'one', retro.id],
    queryFn: () => getRetro(retro.id),
    staleTime: 5 * 60_000,
  });
  if (!loaded.data) {
    return <Text size="sm">{retro.title}</Text>;
  }
  return (
    <Anchor component={Link} to={roomPath(loaded.data.room)} size="sm">
      {retro.title}
    </Anchor>
  );
}
