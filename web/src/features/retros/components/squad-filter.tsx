import { Select } from '@mantine/core';
import { useSquadChoices } from '../../../entities/squad/api/squad-choices.ts';
import { RETROS_UI as UI } from '../retros-strings.ts';

const ALL = 'all';

/** Narrows a retro list to one of the caller's squads ('All Squads' by default). */
export function SquadFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (squadId: string | null) => void;
}) {
  const squads = useSquadChoices();
  return (
    <Select
      label={UI.squadFilter}
      data={[
        { value: ALL, label: UI.allSquads },
        ...(squads.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })),
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange(next && next !== ALL ? next : null)}
      allowDeselect={false}
      searchable
      w={{ base: '100%', xs: 280 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
