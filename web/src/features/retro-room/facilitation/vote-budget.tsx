import { Button, Group, NumberInput, Text } from '@mantine/core';
import { FACILITATION_LIMITS } from '@squadboard/domain/retro/facilitation.model';
import { useState } from 'react';
import { FACILITATION_UI as UI } from './facilitation-strings.ts';

/** The admin's vote budget: votes per person, set or lifted (the server enforces it). */
export function VoteBudgetControls({
  budget,
  busy,
  onSet,
}: {
  budget: number | null;
  busy: boolean;
  onSet: (votes: number | null) => void;
}) {
  const [votes, setVotes] = useState<number>(budget ?? FACILITATION_LIMITS.votesDefault);
  const valid =
    Number.isInteger(votes) && votes >= FACILITATION_LIMITS.votesMin && votes <= FACILITATION_LIMITS.votesMax;
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <NumberInput
        aria-label={UI.votesPerPerson}
        size="xs"
        w={72}
        min={FACILITATION_LIMITS.votesMin}
        max={FACILITATION_LIMITS.votesMax}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        value={votes}
        onChange={(value) => setVotes(typeof value === 'number' ? value : Number.parseInt(value, 10))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && valid && !busy) {
            onSet(votes);
          }
        }}
      />
      <Button size="compact-sm" variant="light" disabled={!valid || busy} onClick={() => onSet(votes)}>
        {UI.setVotes}
      </Button>
      {budget !== null ? (
        <Button size="compact-sm" variant="subtle" color="gray" disabled={busy} onClick={() => onSet(null)}>
          {UI.noVoteLimit}
        </Button>
      ) : null}
    </Group>
  );
}

/** Everyone's votes left while a budget is set: `2 of 3 votes left`. */
export function VotesLeft({ left, budget }: { left: number; budget: number }) {
  return (
    <Text role="status" size="sm" fw={500} c={left === 0 ? 'orange.8' : undefined}>
      {UI.votesLeft(left, budget)}
    </Text>
  );
}
