import { LineChart } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { PastSprint } from '@squadboard/domain/sprints/sprint-run.schema';
import { useId } from 'react';
import { CHART_UI as UI } from '../chart-strings.ts';
import { burndownData, type ChartUnit, formatFigure } from '../sprint-charts-data.ts';

/** What was left each working day of one sprint, against an even burn from committed to zero. */
export function BurndownChart({ sprint, unit }: { sprint: PastSprint; unit: ChartUnit }) {
  const titleId = useId();
  const points = burndownData(sprint, unit, UI.start);
  const unitLabel = unit === 'hours' ? UI.hours : UI.items;
  const committed = unit === 'hours' ? sprint.committedHours : sprint.committedItems;
  const completed = unit === 'hours' ? sprint.completedHours : sprint.completedItems;
  const summary = UI.burndownSummary(
    sprint.name,
    formatFigure(committed),
    formatFigure(Math.max(0, committed - completed)),
    unitLabel,
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz="lg" id={titleId}>
          {UI.burndown(sprint.name)}
        </Title>
        <Text size="sm" c="dimmed">
          {UI.burndownHint(unitLabel)}
        </Text>
        <Text size="sm" fw={500}>
          {summary}
        </Text>
        <div aria-hidden data-testid="burndown-chart">
          <LineChart
            // Hidden from assistive technology (the text beside it says the same): so not focusable either.
            lineChartProps={{ accessibilityLayer: false }}
            h={260}
            w="100%"
            data={points}
            dataKey="day"
            series={[
              { name: 'remaining', label: UI.remaining, color: 'blue.6' },
              { name: 'ideal', label: UI.ideal, color: 'gray.5', strokeDasharray: '5 5' },
            ]}
            curveType="linear"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={(value) => formatFigure(value)}
            xAxisProps={{ interval: 'preserveStartEnd' }}
          />
        </div>
      </Stack>
    </Paper>
  );
}
