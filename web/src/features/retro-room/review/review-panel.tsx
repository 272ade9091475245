import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { ReviewOutcome } from '@squadboard/domain/actions/action-review.model';
import { REVIEW_OUTCOMES } from '@squadboard/domain/actions/action-review.model';
import type { ReviewItem } from '@squadboard/domain/actions/action-review.schema';
import { formatDueDay } from '@squadboard/domain/common/date-format';
import { useState } from 'react';
import { DATE_PICKER_LABELS } from '../../../components/date-picker-labels.ts';
import { todayIso } from '../../../lib/calendar-day.ts';
import type { RoomPartProps } from '../board/board-api.ts';
import { useRoomOp } from '../facilitation/use-room-op.ts';
import { REVIEW_UI as UI } from './review-strings.ts';

const OUTCOME_COLOURS: Record<ReviewOutcome, string> = { done: 'teal', open: 'blue', dropped: 'gray' };

/**
 * The review of earlier retros' open actions, for everyone in the room: during the flow's
 * 'review' phase it leads the room; in a room without the flow it stays folded above the board.
 * The facilitator marks any action, an owner their own (the server decides); every mark arrives
 * from the server, so all see the same list.
 */
export function ReviewPanel({ snapshot, board, send, userId }: RoomPartProps & { userId: string | null }) {
  const { busy, run } = useRoomOp(send);
  const [open, setOpen] = useState(false);
  if (!board || snapshot.mode !== 'live' || !board.review.enabled || board.review.items.length === 0) {
    return null;
  }
  const { phase } = board.facilitation;
  if (phase !== null && phase !== 'review') {
    return null;
  }
  const admin = snapshot.role === 'RETRO_ADMIN';
  const { items } = board.review;
  const left = items.filter((item) => item.mark === null).length;
  const folded = phase === null && !open;
  const mark = (item: ReviewItem, outcome: ReviewOutcome, dueDate?: string | null) =>
    void run('reviewAction', { actionId: item.actionId, outcome, ...(dueDate ? { dueDate } : {}) });

  return (
    <Paper component="section" aria-label={UI.region} withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h5">
            {UI.region}
          </Title>
          {left > 0 ? (
            <Badge variant="light" size="sm">
              {UI.toReview(left)}
            </Badge>
          ) : null}
        </Group>
        {phase === null ? (
          <Button size="compact-sm" variant="subtle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? UI.hide : UI.show}
          </Button>
        ) : null}
      </Group>
      {folded ? null : (
        <Stack gap="xs" mt="xs">
          <Text size="sm" c="dimmed">
            {UI.intro}
          </Text>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <ReviewRow
                key={item.actionId}
                item={item}
                canMark={admin || (userId !== null && item.ownerId === userId)}
                busy={busy}
                onMark={(outcome, dueDate) => mark(item, outcome, dueDate)}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

function ReviewRow({
  item,
  canMark,
  busy,
  onMark,
}: {
  item: ReviewItem;
  canMark: boolean;
  busy: boolean;
  onMark: (outcome: ReviewOutcome, dueDate?: string | null) => void;
}) {
  const outcome = item.mark?.outcome ?? null;
  return (
    <Paper component="li" withBorder radius="sm" p="xs" bg="var(--mantine-color-body)">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.title}{' '}
              <Text span c="dimmed" size="xs">
                #{item.number}
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {[
                UI.owner(item.ownerName),
                UI.due(formatDueDay(item.dueDate)),
                UI.from(item.fromRetro.title),
              ].join(' · ')}
            </Text>
          </Stack>
          {item.mark ? (
            <Badge color={OUTCOME_COLOURS[item.mark.outcome]} variant="light" tt="none">
              {UI.markedBy(UI.outcomes[item.mark.outcome], item.mark.byName)}
            </Badge>
          ) : null}
        </Group>
        {canMark ? (
          <Group gap={6} wrap="wrap">
            {REVIEW_OUTCOMES.map((choice) => (
              <Button
                key={choice}
                size="compact-sm"
                variant={outcome === choice ? 'filled' : 'default'}
                color={OUTCOME_COLOURS[choice]}
                aria-pressed={outcome === choice}
                aria-label={UI.mark(UI.outcomes[choice], item.title)}
                disabled={busy}
                onClick={() => onMark(choice)}
              >
                {UI.outcomes[choice]}
              </Button>
            ))}
            <DatePickerInput
              size="xs"
              w={150}
              placeholder={UI.newDueDate}
              aria-label={UI.newDueFor(item.title)}
              valueFormat="D MMM, YYYY"
              minDate={todayIso()}
              firstDayOfWeek={1}
              ariaLabels={DATE_PICKER_LABELS}
              popoverProps={{ withinPortal: true }}
              disabled={busy}
              value={outcome === 'open' ? (item.mark?.dueDate ?? null) : null}
              // A new due date keeps the action open with it.
              onChange={(day) => (day ? onMark('open', day) : undefined)}
            />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
