import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Badge, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { FollowThrough } from '@squadboard/domain/actions/follow-through.schema';
import { formatDueDay } from '@squadboard/domain/common/date-format';
import { FOLLOW_THROUGH_UI as UI } from '../action-strings.ts';
import { hasFollowThrough } from '../api/follow-through.ts';

// A squad's follow-through of retro actions: per ended retro a small stacked bar, done
// by the next retro over not done, and the actions open across two retros or more below it. The
// chart is drawn for the eye only; the same figures are a table for screen readers. Whoever shows
// it frames it (a section with its title) and loads it lazily, with the charts' code.

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** The chart's x-axis: the day each retro ended, short enough for six bars on a phone. */
function endedDay(iso: string): string {
  return DAY_MONTH.format(new Date(iso));
}

interface FigureRow {
  ended: string;
  figure: string;
  done: number;
  notDone: number;
}

/** Each bar's label: the day its retro ended, and "N of M" under it, so the figures need no hover. */
function figureTick(rows: readonly FigureRow[]) {
  return (props: unknown) => {
    const { x, y, index } = props as { x: number; y: number; index: number };
    const row = rows[index];
    return (
      <text x={x} y={y} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
        <tspan x={x} dy={10}>
          {row?.ended}
        </tspan>
        <tspan x={x} dy={14} fontWeight={600} fill="var(--mantine-color-text)">
          {row?.figure}
        </tspan>
      </text>
    );
  };
}

function RetroFigures({ retros }: { retros: FollowThrough['retros'] }) {
  const rows: FigureRow[] = retros.map((retro) => ({
    ended: endedDay(retro.endedAt),
    figure: UI.ratio(retro.done, retro.total),
    done: retro.done,
    notDone: retro.total - retro.done,
  }));
  const latest = retros.at(-1);
  return (
    <Stack gap="xs">
      <div aria-hidden data-testid="follow-through-chart">
        <BarChart
          // Hidden from assistive technology (the text beside it says the same): so not focusable either.
          barChartProps={{ accessibilityLayer: false }}
          h={170}
          w="100%"
          data={rows}
          dataKey="ended"
          type="stacked"
          maxBarWidth={36}
          series={[
            { name: 'done', label: UI.done, color: 'teal.6' },
            { name: 'notDone', label: UI.notDone, color: 'gray.4' },
          ]}
          tickLine="none"
          gridAxis="none"
          withYAxis={false}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 28 }}
          xAxisProps={{ height: 36, interval: 0, tick: figureTick(rows) }}
          yAxisProps={{ domain: [0, 'dataMax'] }}
          tooltipAnimationDuration={0}
        />
      </div>
      {latest?.pending ? (
        <Text size="xs" c="dimmed">
          {UI.latest(latest.done, latest.total)}
        </Text>
      ) : null}
      <VisuallyHidden>
        <Table aria-label={UI.doneByNext}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{UI.retro}</Table.Th>
              <Table.Th>{UI.ended}</Table.Th>
              <Table.Th>{UI.doneByNext}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {retros.map((retro) => (
              <Table.Tr key={retro.retroId}>
                <Table.Td>{retro.title}</Table.Td>
                <Table.Td>{endedDay(retro.endedAt)}</Table.Td>
                <Table.Td>{UI.figure(retro.done, retro.total, retro.pending)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}

function StuckList({ stuck, limit }: { stuck: FollowThrough['stuck']; limit: number | undefined }) {
  const shown = limit === undefined ? stuck : stuck.slice(0, limit);
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm">
        {UI.stuck}
      </Title>
      {stuck.length === 0 ? (
        <Text size="sm" c="dimmed">
          {UI.noneStuck}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={UI.stuck}>
          {shown.map((action) => {
            const due = formatDueDay(action.dueDate);
            return (
              <li key={action.actionId}>
                <Stack gap={2} miw={0}>
                  <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                    <Text size="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {action.title}
                    </Text>
                    <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                      {UI.openAcross(action.retros)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[action.ownerName, due ? UI.due(due) : UI.noDueDate, UI.fromRetro(action.retroTitle)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
      {shown.length < stuck.length ? (
        <Text size="xs" c="dimmed">
          {UI.more(shown.length, stuck.length)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The chart and the stuck list, or the empty state when no ended retro has raised actions.
 * `stuckLimit` cuts the list short (the dashboard); the page it links to shows them all.
 */
export function FollowThroughChart({ data, stuckLimit }: { data: FollowThrough; stuckLimit?: number }) {
  if (!hasFollowThrough(data)) {
    return (
      <Text size="sm" c="dimmed">
        {UI.empty}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {data.retros.length > 0 ? <RetroFigures retros={data.retros} /> : null}
      <StuckList stuck={data.stuck} limit={stuckLimit} />
    </Stack>
  );
}
