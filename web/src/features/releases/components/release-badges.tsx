import { Badge, Text } from '@mantine/core';
import type { Milestone, ReleaseStatus } from '@squadboard/domain/releases/release.model';
import { IconDiamondFilled } from '@tabler/icons-react';
import { MILESTONE_COLOURS, STATUS_COLOURS } from '../release-format.ts';
import { RELEASE_UI as UI } from '../release-strings.ts';

// The list's small marks (spec 001 §2.7): the status badge and the milestone's diamond.

/** The status's own words on a coloured badge; the cell grows rather than cut it short. */
export function ReleaseStatusBadge({ status }: { status: ReleaseStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} tt="none" style={{ minWidth: 'max-content' }}>
      {status}
    </Badge>
  );
}

/** A diamond in bronze, silver or gold; None shows a dash. Either way it has a name to hear. */
export function MilestoneDiamond({ milestone }: { milestone: Milestone }) {
  if (milestone === 'None') {
    return (
      <Text span c="dimmed" role="img" aria-label={UI.milestone(milestone)}>
        {UI.noDate}
      </Text>
    );
  }
  return (
    <IconDiamondFilled
      size={20}
      color={MILESTONE_COLOURS[milestone]}
      role="img"
      aria-label={UI.milestone(milestone)}
      data-milestone={milestone}
      title={UI.milestone(milestone)}
      style={{ verticalAlign: 'middle' }}
    />
  );
}
