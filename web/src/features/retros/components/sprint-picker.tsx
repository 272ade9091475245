import { Select } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { useEffect, useRef } from 'react';
import { useRetroSprints } from '../api/retro-sprints.ts';
import { NO_SPRINT } from '../create-retro-form.ts';

interface SprintPickerProps {
  squadId: string | null;
  /** A sprint's id, or NO_SPRINT. */
  value: string;
  onChange: (value: string) => void;
}

const M = MSG.retroSprint;

/**
 * The sprint a new retro looks back on: the squad's sprints near today, and "No
 * sprint". Each time a squad is chosen the server's suggestion (preselectSprint: the sprint
 * ending or just ended) is filled in, once, so a choice of the person's own is never undone.
 */
export function SprintPicker({ squadId, value, onChange }: SprintPickerProps) {
  const sprints = useRetroSprints(squadId);
  const suggestedFor = useRef<string | null>(null);
  const { data } = sprints;
  useEffect(() => {
    if (!squadId || suggestedFor.current === squadId) {
      return;
    }
    if (data) {
      suggestedFor.current = squadId;
      onChange(data.suggestedId ?? NO_SPRINT);
    } else {
      // Another squad's sprint is never sent while this squad's are on their way.
      onChange(NO_SPRINT);
    }
  }, [squadId, data, onChange]);

  const options = [
    { value: NO_SPRINT, label: M.noSprint },
    ...(data?.items ?? []).map((s) => ({ value: s.id, label: M.withDates(s.name, s.startDate, s.endDate) })),
  ];
  return (
    <Select
      label={M.sprint}
      description={M.sprintHint}
      data={options}
      value={value}
      onChange={(next) => onChange(next ?? NO_SPRINT)}
      allowDeselect={false}
      disabled={!squadId}
      error={sprints.isError ? M.sprintsFailed : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
