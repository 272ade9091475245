import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { RAID_STATUSES, RAID_TYPES } from '@squadboard/domain/raid/raid.model';
import { RAID_FILTERS } from '@squadboard/domain/raid/raid.rules';
import { IconFlame, IconSearch } from '@tabler/icons-react';
import type { RaidFilters } from '../raid-format.ts';
import { RAID_UI as UI } from '../raid-strings.ts';

// The register's search, its four filter buttons (spec 001 §2.6, §4), the status and type filters
// with their neutral values 'All Status' and 'All', and the heat map's toggle.

const STATUS_CHOICES = [{ value: '', label: MSG.raid.allStatus }, ...RAID_STATUSES];
const TYPE_CHOICES = [{ value: '', label: MSG.raid.allTypes }, ...RAID_TYPES];

interface RaidToolbarProps {
  filters: RaidFilters;
  onChange: (next: RaidFilters) => void;
  heatMapId: string;
  heatMapOpen: boolean;
  onToggleHeatMap: () => void;
}

export function RaidToolbar({
  filters,
  onChange,
  heatMapId,
  heatMapOpen,
  onToggleHeatMap,
}: RaidToolbarProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        aria-label={UI.search}
        placeholder={MSG.raid.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filters.q}
        onChange={(event) => onChange({ ...filters, q: event.currentTarget.value })}
        w={{ base: '100%', xs: 260 }}
      />
      <Group gap={6} role="group" aria-label={UI.filters} wrap="wrap">
        {RAID_FILTERS.map((filter) => {
          const pressed = filters.filter === filter;
          return (
            <Button
              key={filter}
              size="sm"
              variant={pressed ? 'filled' : 'default'}
              aria-pressed={pressed}
              onClick={() => onChange({ ...filters, filter })}
            >
              {UI.filterLabels[filter]}
            </Button>
          );
        })}
      </Group>
      <Group gap="sm" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
        <NativeSelect
          label={UI.statusFilter}
          data={STATUS_CHOICES}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: RAID_STATUSES.find((status) => status === event.currentTarget.value) ?? null,
            })
          }
          w={{ base: '50%', xs: 150 }}
        />
        <NativeSelect
          label={UI.typeFilter}
          data={TYPE_CHOICES}
          value={filters.type ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              type: RAID_TYPES.find((type) => type === event.currentTarget.value) ?? null,
            })
          }
          w={{ base: '50%', xs: 150 }}
        />
      </Group>
      <Button
        variant={heatMapOpen ? 'filled' : 'default'}
        leftSection={<IconFlame size={18} aria-hidden />}
        aria-expanded={heatMapOpen}
        aria-controls={heatMapOpen ? heatMapId : undefined}
        onClick={onToggleHeatMap}
      >
        {UI.heatMap}
      </Button>
    </Group>
  );
}
