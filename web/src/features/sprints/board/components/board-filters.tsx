import { Button, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { WORK_ITEM_TYPES, type WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import { IconFilterOff } from '@tabler/icons-react';
import { type BoardFilters as Filters, isFiltered, type LaneMode, NO_FILTERS } from '../board-state.ts';
import { BOARD_UI as UI } from '../board-strings.ts';

interface BoardFiltersProps {
  mode: LaneMode;
  onModeChange: (mode: LaneMode) => void;
  filters: Filters;
  onChange: (filters: Filters) => void;
  choices: { owners: { value: string; label: string }[]; labels: string[] };
}

const LANES = [
  { value: 'none', label: UI.laneNone },
  { value: 'assignee', label: UI.laneAssignee },
  { value: 'epic', label: UI.laneEpic },
];

/** Swimlanes and the owner, type and label filters, applied in the browser; they wrap on a phone. */
export function BoardFilters({ mode, onModeChange, filters, onChange, choices }: BoardFiltersProps) {
  const empty = !isFiltered(filters);
  return (
    <section aria-label={UI.filters} className="sprint-filters">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="sprint-lanes-label">
          {UI.swimlanes}
        </Text>
        <SegmentedControl
          aria-labelledby="sprint-lanes-label"
          data={LANES}
          value={mode}
          onChange={(value) => onModeChange(value as LaneMode)}
        />
      </Stack>
      <MultiSelect
        label={UI.owner}
        placeholder={filters.owners.length ? undefined : UI.anyone}
        data={choices.owners}
        value={filters.owners}
        onChange={(owners) => onChange({ ...filters, owners })}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={UI.type}
        placeholder={filters.types.length ? undefined : UI.anyType}
        data={[...WORK_ITEM_TYPES]}
        value={filters.types}
        onChange={(types) => onChange({ ...filters, types: types as WorkItemType[] })}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={UI.label}
        placeholder={filters.labels.length ? undefined : UI.anyLabel}
        data={choices.labels}
        value={filters.labels}
        onChange={(labels) => onChange({ ...filters, labels })}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        variant="subtle"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        disabled={empty}
        onClick={() => onChange(NO_FILTERS)}
        className="sprint-filters-clear"
      >
        {UI.clearFilters}
      </Button>
    </section>
  );
}
