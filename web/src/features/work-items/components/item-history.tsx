import { Box, Stack, Text } from '@mantine/core';
import { formatTimestamp } from '../../../lib/timestamp.ts';
import { useWorkItemHistory } from '../api/list-history.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';

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
              <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time> {UI.historyBy(entry.actorName)}
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
