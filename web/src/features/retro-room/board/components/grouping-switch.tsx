import { Switch } from '@mantine/core';
import type { Phase } from '@squadboard/domain/retro/facilitation.model';
import { useState } from 'react';
import { BOARD_UI as UI } from './board-strings.ts';

// Drag to group: each person's own choice whether a drop onto a card groups or
// moves. On by default in the group phase, off otherwise; a phase change brings the default back.

export function useGroupingChoice(phase: Phase | null): [boolean, (on: boolean) => void] {
  const [choice, setChoice] = useState<{ phase: Phase | null; on: boolean } | null>(null);
  const on = choice !== null && choice.phase === phase ? choice.on : phase === 'group';
  return [on, (next: boolean) => setChoice({ phase, on: next })];
}

export function GroupingSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch
      label={UI.dragToGroup}
      title={UI.dragToGroupHint}
      checked={on}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
