import { BarChart } from '@mantine/charts';
import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formatFigure, type VelocityData } from '../../../../entities/sprint/sprint-charts-data.ts';
import { PAST_UI } from '../past-sprints-strings.ts';

/** Committed vs completed per sprint, oldest to latest; the same figures as a table for screen readers. */
export function VelocityChart({ data }: { data: VelocityData }) {
  const titleId = useId();
  const unit = data.unit === 'hours' ? PAST_UI.hours : PAST_UI.items;
  const summary = PAST_UI.velocitySummary(formatFigure(data.average), unit, data.rows.length);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz="lg" id={titleId}>
          {PAST_UI.velocity}
        </Title>
        <Text size="sm" c="dimmed">
          {PAST_UI.velocityHint(unit)}
        </Text>
        <Text size="sm" fw={500}>
          {summary}
        </Text>
        <div aria-hidden data-testid="velocity-chart">
          <BarChart
            // Hidden from assistive technology (the text beside it says the same): so not focusable either.
            barChartProps={{ accessibilityLayer: false }}
            h={260}
            w="100%"
            data={data.rows}
            dataKey="sprint"
            series={[
              { name: 'committed', label: PAST_UI.committed, color: 'gray.5' },
              { name: 'completed', label: PAST_UI.completed, color: 'teal.6' },
            ]}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            tickLine="y"
            valueFormatter={(value) => formatFigure(value)}
            xAxisProps={{ tickFormatter: (name: string) => PAST_UI.shortName(name) }}
          />
        </div>
        <VisuallyHidden>
          <Table aria-label={PAST_UI.velocity}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{PAST_UI.sprint}</Table.Th>
                <Table.Th>{`${PAST_UI.committed} (${unit})`}</Table.Th>
                <Table.Th>{`${PAST_UI.completed} (${unit})`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row, index) => (
                // Sprint names of a squad may repeat; their order does not change while shown.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Table.Tr key={index}>
                  <Table.Td>{row.sprint}</Table.Td>
                  <Table.Td>{formatFigure(row.committed)}</Table.Td>
                  <Table.Td>{formatFigure(row.completed)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
