import {
  ActionIcon,
  Button,
  Group,
  Popover,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { errorMessage } from '@squadboard/domain/common/errors';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { groupReactions, QUICK_EMOJIS, reactorsLabel } from '@squadboard/domain/retro/board.rules';
import { likeRefusal } from '@squadboard/domain/retro/facilitation.rules';
import { IconMoodPlus, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useBoardEnv } from './board-context.tsx';
import { BOARD_UI as UI } from './board-strings.ts';
import type { PickedEmoji } from './emoji-picker.tsx';

// Spec 002 §4 "Cards": a like per person (a toggle) and one emoji per person; choosing your
// current emoji again takes it away. Reactions show grouped, each with who reacted.

const EmojiPicker = lazy(() => import('./emoji-picker.tsx').then((m) => ({ default: m.EmojiPicker })));

export function CardReactions({ card }: { card: BoardCard }) {
  const { meId, live, run, facilitation, votesUsed } = useBoardEnv();
  const liked = card.likes.includes(meId);
  // The same rule the server enforces (phase, vote budget), shown before a click.
  const refusal = likeRefusal({
    phase: facilitation.phase,
    budget: facilitation.votes,
    used: votesUsed,
    giving: !liked,
  });
  const mine = card.reactions.find((r) => r.participantId === meId)?.emojiId ?? null;
  const groups = groupReactions(card.reactions);

  const choose = (emoji: PickedEmoji) => {
    void run('emoji', { cardId: card.id, emoji: mine === emoji.emojiId ? null : emoji });
  };

  return (
    <Group gap={6} wrap="wrap" align="center">
      {live ? (
        <Group gap={2} wrap="nowrap">
          <LikeButton
            liked={liked}
            refusal={refusal ? errorMessage(refusal) : null}
            onClick={() => void run('like', { cardId: card.id })}
          />
          <Text size="xs" c="dimmed" aria-hidden data-testid="like-count">
            {card.likes.length}
          </Text>
          <VisuallyHidden>{UI.likes(card.likes.length)}</VisuallyHidden>
        </Group>
      ) : card.likes.length > 0 ? (
        <Group gap={2} wrap="nowrap" aria-label={UI.likes(card.likes.length)} role="img">
          <IconThumbUp size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="xs" c="dimmed" aria-hidden>
            {card.likes.length}
          </Text>
        </Group>
      ) : null}
      {groups.length > 0 ? (
        <Group gap={4} wrap="wrap" role="group" aria-label={UI.reactions}>
          {groups.map((group) => {
            const names = reactorsLabel(group.users);
            const isMine = group.emojiId === mine;
            return (
              <Tooltip key={group.emojiId} label={names} withArrow multiline maw={260}>
                <UnstyledButton
                  aria-label={UI.reactionChip(group.native, group.duplicateCount, names)}
                  aria-pressed={live ? isMine : undefined}
                  aria-disabled={!live || undefined}
                  onClick={
                    live
                      ? () => choose({ emojiId: group.emojiId, native: group.native, name: group.emojiId })
                      : undefined
                  }
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 4,
                    padding: '1px 8px',
                    borderRadius: 999,
                    fontSize: 13,
                    lineHeight: '20px',
                    border: `1px solid ${isMine ? 'var(--mantine-color-blue-4)' : 'var(--mantine-color-gray-3)'}`,
                    background: isMine ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-white)',
                    cursor: live ? 'pointer' : 'default',
                  }}
                >
                  <span aria-hidden>{group.native}</span>
                  <span aria-hidden>{group.duplicateCount}</span>
                </UnstyledButton>
              </Tooltip>
            );
          })}
        </Group>
      ) : null}
      {live ? <ReactionPicker mine={mine} onChoose={choose} /> : null}
    </Group>
  );
}

/** The like toggle; disabled, with the reason, when the rules refuse it. */
function LikeButton({
  liked,
  refusal,
  onClick,
}: {
  liked: boolean;
  /** Why a click would be refused, or null. */
  refusal: string | null;
  onClick: () => void;
}) {
  const refusalId = useId();
  const button = (
    <ActionIcon
      variant={liked ? 'light' : 'subtle'}
      color={liked ? 'blue' : 'gray'}
      size="sm"
      aria-label={liked ? UI.unlike : UI.like}
      aria-pressed={liked}
      aria-describedby={refusal ? refusalId : undefined}
      disabled={refusal !== null}
      onClick={onClick}
    >
      {liked ? <IconThumbUpFilled size={16} aria-hidden /> : <IconThumbUp size={16} aria-hidden />}
    </ActionIcon>
  );
  if (refusal === null) {
    return button; // the common case: no tooltip to mount on every card
  }
  return (
    <>
      {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
      <Tooltip label={refusal} withArrow>
        <span style={{ display: 'inline-flex' }}>{button}</span>
      </Tooltip>
      <VisuallyHidden id={refusalId}>{refusal}</VisuallyHidden>
    </>
  );
}

function ReactionPicker({ mine, onChoose }: { mine: string | null; onChoose: (emoji: PickedEmoji) => void }) {
  const [opened, setOpened] = useState(false);
  const [full, setFull] = useState(false);
  const pick = (emoji: PickedEmoji) => {
    setOpened(false);
    setFull(false);
    onChoose(emoji);
  };
  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        setOpened(next);
        if (!next) {
          setFull(false);
        }
      }}
      position="bottom-start"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={UI.react}
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          <IconMoodPlus size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={6}>
        <Stack gap={6}>
          <Group gap={4} wrap="nowrap">
            {QUICK_EMOJIS.map((emoji) => (
              <Tooltip key={emoji.emojiId} label={emoji.name} withinPortal>
                <ActionIcon
                  variant={mine === emoji.emojiId ? 'light' : 'subtle'}
                  color={mine === emoji.emojiId ? 'blue' : 'gray'}
                  size="lg"
                  aria-label={emoji.emojiId === mine ? `${emoji.name} (${UI.yourReaction})` : emoji.name}
                  aria-pressed={mine === emoji.emojiId}
                  onClick={() => pick(emoji)}
                >
                  <span style={{ fontSize: 20, lineHeight: 1 }} aria-hidden>
                    {emoji.native}
                  </span>
                </ActionIcon>
              </Tooltip>
            ))}
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => setFull((f) => !f)}
              aria-expanded={full}
            >
              {UI.moreEmojis}
            </Button>
          </Group>
          {full ? (
            <Suspense fallback={<Text size="xs">{UI.loadingEmojis}</Text>}>
              <EmojiPicker onSelect={pick} />
            </Suspense>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
