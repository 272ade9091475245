import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { ReactNode } from 'react';

// What a list shows instead of its rows: loading, a failed load with a way to try again, or
// nothing to show (empty, or nothing matching the filters).

export function ListLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

export function ListLoadFailed({ retryLabel, onRetry }: { retryLabel: string; onRetry: () => void }) {
  return (
    <Paper withBorder radius="md">
      <Stack align="center" gap="sm" py="xl">
        <Text>{MSG.generic.somethingWentWrong}</Text>
        <Button variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

interface ListEmptyProps {
  icon: ReactNode;
  title: string;
  /** A hint under the title (none when filters, not emptiness, hide everything). */
  text?: string | null;
  /** What to do about it, e.g. Create or Clear filters. */
  action?: ReactNode;
}

export function ListEmpty({ icon, title, text, action }: ListEmptyProps) {
  return (
    <Paper withBorder radius="md">
      <Stack align="center" gap="sm" py="xl" px="md">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {text ? (
          <Text c="dimmed" ta="center" maw={440}>
            {text}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
