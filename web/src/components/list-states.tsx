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

interface ListLoadFailedProps {
  retryLabel: string;
  onRetry: () => void;
  /** The spec's words for this list's failure, when it has its own ("Failed to load …"). */
  message?: string;
  /** Inside a card or panel of its own already: no border of its own. */
  framed?: boolean;
}

/** The one "load failed, try again" state of every list, page and panel. */
export function ListLoadFailed({ retryLabel, onRetry, message, framed = true }: ListLoadFailedProps) {
  const body = (
    <Stack align="center" gap="sm" py="xl">
      <Text>{message ?? MSG.generic.somethingWentWrong}</Text>
      <Button variant="light" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
  return framed ? (
    <Paper withBorder radius="md">
      {body}
    </Paper>
  ) : (
    body
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
