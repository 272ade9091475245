import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { RELEASE_STATUSES } from '@squadboard/domain/releases/release.model';
import { IconTimeline } from '@tabler/icons-react';
import type { ReleaseFilters } from '../release-format.ts';
import { RELEASE_UI as UI } from '../release-strings.ts';
import type { InitiativeChoice } from './create-release-modal.tsx';

// Tab 1's filters (spec 001 §2.7): Initiative ('All' neutral) and Status ('Status' is the default:
// Scheduled, In Progress and At Risk; then each status), the count, and the timeline's toggle.

const STATUS_CHOICES = [{ value: '', label: MSG.releases.statusFilterDefault }, ...RELEASE_STATUSES];

interface ReleaseToolbarProps {
  filters: ReleaseFilters;
  onChange: (next: ReleaseFilters) => void;
  initiatives: InitiativeChoice[];
  /** null until the list has loaded. */
  count: number | null;
  timelineId: string;
  timelineOpen: boolean;
  onToggleTimeline: () => void;
}

export function ReleaseToolbar({
  filters,
  onChange,
  initiatives,
  count,
  timelineId,
  timelineOpen,
  onToggleTimeline,
}: ReleaseToolbarProps) {
  const initiativeChoices = [{ value: '', label: UI.allInitiatives }, ...initiatives];
  return (
    <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
      <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 auto' }}>
        <NativeSelect
          label={UI.initiativeFilter}
          data={initiativeChoices}
          value={filters.initiativeId ?? ''}
          onChange={(event) => onChange({ ...filters, initiativeId: event.currentTarget.value || null })}
          w={{ base: '100%', xs: 260 }}
        />
        <NativeSelect
          label={UI.statusFilter}
          data={STATUS_CHOICES}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: RELEASE_STATUSES.find((status) => status === event.currentTarget.value) ?? null,
            })
          }
          w={{ base: '100%', xs: 170 }}
        />
        <Button
          variant={timelineOpen ? 'filled' : 'default'}
          leftSection={<IconTimeline size={18} aria-hidden />}
          aria-expanded={timelineOpen}
          aria-controls={timelineOpen ? timelineId : undefined}
          onClick={onToggleTimeline}
        >
          {UI.timeline}
        </Button>
      </Group>
      {count === null ? null : (
        <Text fw={600} size="sm" role="status" data-testid="release-count">
          {MSG.releases.count(count)}
        </Text>
      )}
    </Group>
  );
}
