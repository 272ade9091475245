import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { UI } from '../lib/ui-strings.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Stands in for an area a later release builds, so every route already has a titled page. */
export function AreaPlaceholder({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconTools size={26} />
          </ThemeIcon>
          <Text c="dimmed" ta="center" maw={420}>
            {UI.comingSoon}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
