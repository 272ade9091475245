import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { ROOM_UI as UI } from '../retro-room-strings.ts';

/**
 * Spec 002 §4: a non-admin waits until somebody lets them in (returning users: 'Please wait...').
 * Leaving is the top bar's Leave button, as everywhere in the room.
 */
export function WaitingScreen({ returning, name }: { returning: boolean; name: string }) {
  const message = returning ? MSG.retro.waitReturning : MSG.retro.waitLetIn;
  return (
    <Center py={{ base: 'xl', sm: 80 }} px="md">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack align="center" gap="md" ta="center">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {UI.waitingTitle}
          </Title>
          <Loader type="dots" size="lg" aria-hidden />
          <Text role="status" aria-live="polite" fw={600}>
            {message}
          </Text>
          {name ? (
            <Text size="sm" c="dimmed">
              {name}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
