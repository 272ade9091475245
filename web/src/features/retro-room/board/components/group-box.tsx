import { ActionIcon, Badge, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { BoardGroup } from '@squadboard/domain/retro/facilitation.model';
import { groupTotals } from '@squadboard/domain/retro/group.rules';
import { FACILITATION_LIMITS } from '@squadboard/domain/retro/retro.model';
import { IconPencil, IconStack2, IconUnlink } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useBoardEnv } from './board-context.tsx';
import { BOARD_UI as UI } from './board-strings.ts';
import { useDiscussed } from './use-discussed.ts';

// A group of cards: one bordered box at the place of its first card, its title
// (anyone renames it), Ungroup, the likes and reactions of its cards together, then the cards.

interface GroupBoxProps {
  group: BoardGroup;
  /** The group's cards shown here (the totals count them). */
  cards: BoardCard[];
  /** The cards, rendered by the column. */
  children: ReactNode;
}

export function GroupBox({ group, cards, children }: GroupBoxProps) {
  const { live, run } = useBoardEnv();
  const [renaming, setRenaming] = useState(false);
  const { discussed, ref } = useDiscussed<HTMLDivElement>(group.id);
  const totals = groupTotals(cards, [group])[0];

  const save = (title: string) => {
    setRenaming(false);
    const next = title.trim();
    // Empty or unchanged: nothing to send (the server would refuse the empty one anyway).
    if (next && next !== group.title) {
      void run('renameGroup', { groupId: group.id, title: next });
    }
  };

  return (
    <Paper
      ref={ref}
      role="group"
      aria-label={UI.group(group.title)}
      aria-current={discussed ? 'true' : undefined}
      data-discussing={discussed || undefined}
      withBorder
      radius="md"
      p="xs"
      bg="var(--mantine-color-blue-0)"
      style={{
        // The column's width, whatever the screen: titles wrap instead of widening the box.
        width: '100%',
        minWidth: 0,
        borderColor: discussed ? 'var(--mantine-color-violet-6)' : 'var(--mantine-color-blue-3)',
        borderWidth: discussed ? 2 : undefined,
      }}
    >
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconStack2 size={16} aria-hidden color="var(--mantine-color-blue-6)" style={{ flexShrink: 0 }} />
          {renaming ? (
            <TextInput
              size="xs"
              aria-label={UI.groupTitle}
              description={UI.groupTitleHint}
              defaultValue={group.title}
              maxLength={FACILITATION_LIMITS.groupTitleMax}
              autoFocus
              style={{ flex: 1, minWidth: 0 }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  save(event.currentTarget.value);
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  setRenaming(false);
                }
              }}
              onBlur={() => setRenaming(false)}
            />
          ) : (
            <Text fw={700} size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {group.title}
            </Text>
          )}
          {live && !renaming ? (
            <Group gap={2} wrap="nowrap">
              <Tooltip label={UI.renameGroup} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={UI.renameGroup}
                  onClick={() => setRenaming(true)}
                >
                  <IconPencil size={14} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={UI.ungroup} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={UI.ungroup}
                  onClick={() => void run('ungroup', { groupId: group.id })}
                >
                  <IconUnlink size={14} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ) : null}
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed" data-testid="group-totals">
            {UI.groupTotals(totals?.likes ?? 0, totals?.reactions ?? 0)}
          </Text>
          {discussed ? <DiscussingBadge /> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The item the room discusses now, for everyone. */
export function DiscussingBadge() {
  return (
    <Badge size="xs" variant="filled" color="violet" tt="none">
      {UI.discussing}
    </Badge>
  );
}
