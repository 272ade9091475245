import { SimpleGrid, Stack } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../../../components/list-states.tsx';
import { BurndownChart } from '../../../../entities/sprint/components/burndown-chart.tsx';
import { velocityData } from '../../../../entities/sprint/sprint-charts-data.ts';
import { usePastSprints } from '../api/past-sprints.ts';
import { PAST_UI } from '../past-sprints-strings.ts';
import { FollowThroughPanel } from './follow-through-panel.tsx';
import { PastSprintTable } from './past-sprint-table.tsx';
import { VelocityChart } from './velocity-chart.tsx';

/**
 * One squad's completed sprints: velocity across them, the chosen sprint's burndown, the follow-through
 * of its retro actions and the table.
 */
export function SquadPastSprints({ squadId }: { squadId: string }) {
  const past = usePastSprints(squadId);
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (past.isPending) {
    return <ListLoading label={PAST_UI.loading} />;
  }
  if (past.isError) {
    return <ListLoadFailed retryLabel={PAST_UI.tryAgain} onRetry={() => void past.refetch()} />;
  }
  const sprints = past.data.items;
  if (sprints.length === 0) {
    return (
      <Stack gap="md">
        <ListEmpty
          icon={<IconChartBar size={28} />}
          title={MSG.sprint.noPastSprints}
          text={PAST_UI.emptyHint}
        />
        <FollowThroughPanel squadId={squadId} />
      </Stack>
    );
  }
  const velocity = velocityData(sprints);
  // The latest sprint (listed first) until another is chosen.
  const selected = sprints.find((s) => s.sprintId === chosenId) ?? sprints[0];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <VelocityChart data={velocity} />
        {selected ? <BurndownChart sprint={selected} unit={velocity.unit} /> : null}
      </SimpleGrid>
      <FollowThroughPanel squadId={squadId} />
      <PastSprintTable
        sprints={sprints}
        unit={velocity.unit}
        selectedId={selected?.sprintId ?? ''}
        onSelect={setChosenId}
      />
    </Stack>
  );
}
