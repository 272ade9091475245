import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { ADMIN_METRIC_LABELS, ADMIN_METRICS, type AdminMetric } from '@squadboard/domain/admin/admin.model';
import type { AdminMetricCount } from '@squadboard/domain/admin/admin.schema';
import { ADMIN_UI as UI } from '../admin-dashboard-strings.ts';

const GRID = { base: 2, md: 3, lg: 5 } as const;

/** The ten cards (spec 001 §2.4), each a button that opens the organisations behind it. */
export function MetricCards({
  metrics,
  onOpen,
}: {
  metrics: AdminMetricCount[];
  onOpen: (metric: AdminMetric) => void;
}) {
  return (
    <SimpleGrid cols={GRID} spacing="sm" verticalSpacing="sm" aria-label={UI.cards}>
      {metrics.map(({ metric, count }) => (
        <UnstyledButton
          key={metric}
          w="100%"
          h="100%"
          onClick={() => onOpen(metric)}
          aria-label={UI.openCard(ADMIN_METRIC_LABELS[metric], count)}
          className="admin-card"
        >
          <Paper withBorder radius="md" p="md" h="100%">
            <Text size="sm" c="dimmed" fw={600} lh={1.3}>
              {ADMIN_METRIC_LABELS[metric]}
            </Text>
            <Text fz={30} fw={700} lh={1.2} mt={6}>
              {count.toLocaleString('en-GB')}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

export function MetricCardsLoading() {
  return (
    <SimpleGrid
      cols={GRID}
      spacing="sm"
      verticalSpacing="sm"
      role="status"
      aria-busy
      aria-label={UI.loadingMetrics}
    >
      {ADMIN_METRICS.map((metric) => (
        <Skeleton key={metric} h={92} radius="md" />
      ))}
    </SimpleGrid>
  );
}
