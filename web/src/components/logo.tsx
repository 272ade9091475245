import { Group, Text } from '@mantine/core';
import { APP_NAME } from '../lib/ui-strings.ts';

/** The product mark; `compact` drops the word on narrow screens. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <rect x="7" y="8" width="5" height="16" rx="1.5" fill="#fff" />
        <rect x="13.5" y="8" width="5" height="11" rx="1.5" fill="#fff" opacity=".85" />
        <rect x="20" y="8" width="5" height="7" rx="1.5" fill="#fff" opacity=".7" />
      </svg>
      {compact ? null : (
        <Text component="span" fw={700} fz="lg" c="var(--mantine-color-text)" lh={1}>
          {APP_NAME}
        </Text>
      )}
    </Group>
  );
}
