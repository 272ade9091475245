import { Badge, Text } from '@mantine/core';
import type { RaidPriority, RaidStatus, RaidType } from '@squadboard/domain/raid/raid.model';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconBulb,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconClockExclamation,
  IconLink,
  IconPlayerPause,
  IconProgress,
  IconShieldCheck,
  type TablerIcon,
} from '@tabler/icons-react';
import { PRIORITY_COLOURS, STATUS_COLOURS, STATUS_LOOK, type StatusLook } from '../raid-format.ts';
import { RAID_UI as UI } from '../raid-strings.ts';

// The register's small marks: a type's icon, the status and priority badges, the overdue badge.

export const TYPE_ICONS: Record<RaidType, TablerIcon> = {
  Risk: IconAlertTriangle,
  Issue: IconAlertCircle,
  Dependency: IconLink,
  Assumption: IconBulb,
};

const STATUS_ICONS: Record<StatusLook, TablerIcon> = {
  new: IconCircleDashed,
  progress: IconProgress,
  accepted: IconShieldCheck,
  complete: IconCircleCheck,
  cancelled: IconCircleX,
  hold: IconPlayerPause,
};

/** Spec 001 §2.6: a coloured badge with an icon; the status's own words are its text. */
export function RaidStatusBadge({ status }: { status: RaidStatus }) {
  const look = STATUS_LOOK[status];
  const Icon = STATUS_ICONS[look];
  return (
    <Badge
      variant="light"
      color={STATUS_COLOURS[look]}
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      data-look={look}
    >
      {status}
    </Badge>
  );
}

/** Red High, amber Medium, green Low; a Dependency has no priority and shows none. */
export function RaidPriorityBadge({ priority }: { priority: RaidPriority | null }) {
  if (!priority) {
    return (
      <Text span c="dimmed" size="sm">
        {UI.noPriority}
      </Text>
    );
  }
  return (
    <Badge variant="filled" color={PRIORITY_COLOURS[priority]} tt="none">
      {priority}
    </Badge>
  );
}

/** Beyond the spec: the due date has passed while the item is open (isRaidOverdue). */
export function OverdueBadge() {
  return (
    <Badge
      variant="outline"
      color="red"
      tt="none"
      title={UI.overdueHint}
      leftSection={<IconClockExclamation size={14} aria-hidden />}
    >
      {UI.overdue}
    </Badge>
  );
}
