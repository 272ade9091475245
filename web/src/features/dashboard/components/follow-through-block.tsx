import { Select, Skeleton } from '@mantine/core';
import { DASHBOARD_LIMITS } from '@squadboard/domain/dashboard/dashboard.rules';
import { lazy, Suspense, useState } from 'react';
import { FOLLOW_THROUGH_UI } from '../../../entities/action/action-strings.ts';
import {
  hasFollowThrough,
  isFollowThroughRefused,
  useFollowThrough,
} from '../../../entities/action/api/follow-through.ts';
import { useSquadChoices } from '../../../entities/squad/api/squad-choices.ts';
import { DASHBOARD_PATHS, DASHBOARD_UI } from '../dashboard-strings.ts';
import { DashboardBlock } from './dashboard-block.tsx';

const UI = DASHBOARD_UI.followThrough;

// The chart's code (recharts) loads only when the block has something to draw.
const FollowThroughChart = lazy(() =>
  import('../../../entities/action/components/follow-through-chart.tsx').then((m) => ({
    default: m.FollowThroughChart,
  })),
);

/**
 * The follow-through of retro actions of the caller's squads: the squads they lead or belong to,
 * every squad for a Super Admin (the squad choices, the server's one answer), one at a time with
 * a picker when there are several. No squad, or a refusal, and there is no block at all.
 */
export function FollowThroughBlock() {
  const choices = useSquadChoices();
  const squads = choices.data?.items ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const squad = squads.find((s) => s.id === chosenId) ?? squads[0] ?? null;
  const query = useFollowThrough(squad?.id ?? null);
  if (!squad || (query.isError && isFollowThroughRefused(query.error))) {
    return null;
  }
  const picker =
    squads.length > 1 ? (
      <Select
        size="xs"
        label={UI.squad}
        data={squads.map((s) => ({ value: s.id, label: s.name }))}
        value={squad.id}
        onChange={(id) => id && setChosenId(id)}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 240 }}
      />
    ) : null;
  const pastSprints = DASHBOARD_PATHS.pastSprints(squad.id);
  return (
    <DashboardBlock
      title={UI.title}
      link={{ to: pastSprints, label: UI.link }}
      query={query}
      isEmpty={(data) => !hasFollowThrough(data)}
      empty={{ text: FOLLOW_THROUGH_UI.empty, to: pastSprints, label: UI.emptyLink }}
      controls={picker}
    >
      {(data) => (
        <Suspense fallback={<Skeleton height={150} radius="sm" />}>
          <FollowThroughChart data={data} stuckLimit={DASHBOARD_LIMITS.actions} />
        </Suspense>
      )}
    </DashboardBlock>
  );
}
