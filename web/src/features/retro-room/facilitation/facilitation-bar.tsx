import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { PHASE_HINTS, type Phase } from '@squadboard/domain/retro/facilitation.model';
import { flowPhases } from '@squadboard/domain/retro/facilitation.rules';
import { IconPlayerPlay, IconPlayerSkipForward, IconPlayerStop } from '@tabler/icons-react';
import type { RoomPartProps } from '../board/board-api.ts';
import { DiscussControls } from './discuss-controls.tsx';
import { FACILITATION_UI as UI } from './facilitation-strings.ts';
import { myVotesLeft } from './facilitation-view.ts';
import { PhaseStepper } from './phase-stepper.tsx';
import { useRoomOp } from './use-room-op.ts';
import { VoteBudgetControls, VotesLeft } from './vote-budget.tsx';

/**
 * The facilitation flow's bar: the phases, the vote budget and the votes left, the
 * discussion's next and previous. Shown above the live board. The admin steps the room through
 * it; everyone else follows. Every change is the server's: the bar shows the board's
 * `facilitation` as last broadcast, and a refused change says why.
 */
export function FacilitationBar({ snapshot, board, send }: RoomPartProps) {
  const { busy, run } = useRoomOp(send);
  if (!board) {
    return null;
  }
  const admin = snapshot.role === 'RETRO_ADMIN';
  const { phase, votes } = board.facilitation;
  // The lead or a Super Admin who handed the room over may take it back (the server checks).
  const takeBack = snapshot.mayReclaim ? (
    <Group gap="sm" wrap="wrap" align="center">
      <Text size="sm" c="dimmed">
        {UI.takeBackHint}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        disabled={busy}
        onClick={() => void run('handover', { participantId: snapshot.me.id })}
      >
        {UI.takeBack}
      </Button>
    </Group>
  ) : null;
  // Without a flow or a budget a member has nothing to follow here: no empty bar.
  if (!admin && phase === null && votes === null) {
    return takeBack ? (
      <Paper role="region" aria-label={UI.region} withBorder radius="md" px="sm" py={8}>
        {takeBack}
      </Paper>
    ) : null;
  }
  const left = myVotesLeft(board, snapshot.me.id);
  // A squad with nothing to review (or a retro that turned the review off) starts at writing.
  const phases = flowPhases(board.review);
  const at = phase === null ? -1 : phases.indexOf(phase);
  const next = phases[at + 1] ?? null;
  const setPhase = (to: Phase | null) => void run('setPhase', { phase: to });
  // Offered when there is something to review, or to turn a review switched off back on: a new
  // squad with no earlier actions gets no switch that would change nothing.
  const reviewOffered = admin && (!board.review.enabled || board.review.items.length > 0);
  const reviewSwitch = reviewOffered ? (
    <Switch
      size="sm"
      label={UI.reviewSwitch}
      checked={board.review.enabled}
      disabled={busy}
      onChange={(event) => void run('setReviewActions', { on: event.currentTarget.checked })}
    />
  ) : null;

  const votesRow =
    admin || (votes !== null && left !== null) ? (
      <Group gap="md" wrap="wrap" align="center">
        {admin ? (
          <VoteBudgetControls
            // A budget changed elsewhere (another admin tab) resets the field to it.
            key={votes ?? 'none'}
            budget={votes}
            busy={busy}
            onSet={(to) => void run('setVotes', { votes: to })}
          />
        ) : null}
        {votes !== null && left !== null ? <VotesLeft left={left} budget={votes} /> : null}
      </Group>
    ) : null;

  if (phase === null) {
    // No flow: one compact row (the admin's start and budget, or a member's votes left).
    return (
      <Paper role="region" aria-label={UI.region} withBorder radius="md" px="sm" py={8}>
        <Group gap="md" wrap="wrap" align="center">
          {takeBack}
          {admin ? (
            <Button
              size="compact-sm"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              disabled={busy}
              onClick={() => setPhase(phases[0] ?? 'write')}
            >
              {UI.start}
            </Button>
          ) : null}
          {reviewSwitch}
          {votesRow}
        </Group>
      </Paper>
    );
  }

  return (
    <Paper role="region" aria-label={UI.region} withBorder radius="md" px="sm" py={8}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap" justify="space-between" align="center">
          <PhaseStepper phases={phases} phase={phase} admin={admin} busy={busy} onJump={setPhase} />
          {admin ? (
            <Group gap={6} wrap="nowrap">
              <Button
                size="compact-sm"
                rightSection={<IconPlayerSkipForward size={14} aria-hidden />}
                disabled={busy || next === null}
                onClick={() => next && setPhase(next)}
              >
                {UI.next}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                leftSection={<IconPlayerStop size={14} aria-hidden />}
                disabled={busy}
                onClick={() => setPhase(null)}
              >
                {UI.end}
              </Button>
            </Group>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {PHASE_HINTS[phase]}
        </Text>
        {takeBack}
        {phase === 'review' ? reviewSwitch : null}
        {votesRow}
        {phase === 'discuss' ? (
          <DiscussControls
            board={board}
            admin={admin}
            busy={busy}
            onDiscuss={(itemId) => void run('discuss', { itemId })}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
