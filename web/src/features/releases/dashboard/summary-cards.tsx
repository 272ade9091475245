import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReleaseDashboard } from '@squadboard/domain/releases/release.schema';
import { useId } from 'react';
import { DASHBOARD_UI as UI } from './dashboard-strings.ts';

// The dashboard's four counts (spec 001 §2.7 tab 2): Epics, Stories, Bugs, Squads.

function Card({ label, value }: { label: string; value: number }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={id} className="release-card">
      <Text id={id} size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

export function SummaryCards({ summary }: { summary: ReleaseDashboard['summary'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm" aria-label={UI.summary}>
      <Card label={UI.cards.epics} value={summary.epics} />
      <Card label={UI.cards.stories} value={summary.stories} />
      <Card label={UI.cards.bugs} value={summary.bugs} />
      <Card label={UI.cards.squads} value={summary.squads} />
    </SimpleGrid>
  );
}
