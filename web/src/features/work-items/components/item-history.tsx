import { Box, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useWorkItemHistory } from '../api/list-history.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';

/** Spec 001 §3: when each change happened, as 'd MMM yyyy HH:mm:ss' in the reader's time. */
export const historyDate = (at: string) => dayjs(at).format('D MMM YYYY HH:mm:ss');

/** The item's history, newest first. */
export function ItemHistory({ id }: { id: string }) {
  const history = useWorkItemHistory(id);
  const entries = history.data ?? [];
  let body: React.ReactNode;
  if (history.isPending) {
    body = null;
  } else if (history.isError) {
    body = (
      <Text size="sm" c="red">
        {UI.loadFailed}
      </Text>
    );
  } else if (entries.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {UI.noHistory}
      </Text>
    );
  } else {
    body = (
      <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Text size="sm" fw={500}>
              {entry.summary}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={entry.at}>{historyDate(entry.at)}</time> {UI.historyBy(entry.actorName)}
            </Text>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Box component="section" aria-label={UI.history} aria-busy={history.isPending}>
      {body}
    </Box>
  );
}
