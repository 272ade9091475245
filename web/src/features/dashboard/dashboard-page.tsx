import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconMessages, IconRun } from '@tabler/icons-react';
import { useSessionUser } from '../../lib/session.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DASHBOARD_TILES, DASHBOARD_UI } from './dashboard-strings.ts';

const TILE_ICONS = [IconMessages, IconRun, IconChecklist];

export function DashboardPage() {
  usePageTitle(DASHBOARD_TILES.heading);
  const user = useSessionUser();
  const firstName = user.firstName?.trim() || user.email;

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {DASHBOARD_TILES.heading}
        </Title>
        <Text size="lg">{DASHBOARD_UI.welcome(firstName)}</Text>
        <Text c="dimmed">{DASHBOARD_UI.intro}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {DASHBOARD_TILES.tiles.map((tile, index) => {
          const Icon = TILE_ICONS[index] ?? IconMessages;
          return (
            <Paper key={tile.title} withBorder radius="md" p="lg">
              <Stack gap="xs">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Title order={2} fz="md">
                  {tile.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {tile.text}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
