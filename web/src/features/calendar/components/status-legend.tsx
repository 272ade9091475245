import { ColorSwatch, Group, Text } from '@mantine/core';
import { RETRO_STATUS_LABELS as STATUS_LABELS } from '../../../entities/retro/retro-strings.ts';
import { CALENDAR_UI as UI } from '../calendar-strings.ts';
import { LEGEND_STATUSES, STATUS_COLOURS } from '../retro-events.ts';

/** Colour is never the only signal: the legend names what each colour means. */
export function StatusLegend() {
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={UI.legend}
      style={{ listStyle: 'none', padding: 0, margin: 0, rowGap: 4 }}
    >
      {LEGEND_STATUSES.map((status) => (
        <Group key={status} gap={6} component="li" wrap="nowrap">
          <ColorSwatch
            color={`var(--mantine-color-${STATUS_COLOURS[status]}-filled)`}
            size={12}
            withShadow={false}
            aria-hidden
          />
          <Text size="sm" c="dimmed">
            {STATUS_LABELS[status]}
            {status === 'COMPLETED' ? ` / ${STATUS_LABELS.ARCHIVED}` : ''}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
