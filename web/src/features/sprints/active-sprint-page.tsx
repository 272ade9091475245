import { Anchor, Box, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { SprintBoard as Board } from '@squadboard/domain/sprints/sprint-run.schema';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPageHeader } from '../../components/list-page-header.tsx';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../components/list-states.tsx';
import { NoChosenSquad, SquadPicker, useChosenSquad } from '../../entities/squad/chosen-squad.tsx';
import { useFirstDrawDeferred } from '../../lib/use-first-draw-deferred.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSprintBoard } from './board/api/get-sprint-board.ts';
import { BOARD_UI as UI } from './board/board-strings.ts';
import { SprintBoard } from './board/components/sprint-board.tsx';
import { useSprintBoardSocket } from './board/use-sprint-board-socket.ts';
import './board/board.css';

const hasSprint = (board: Board): board is Board & { sprint: NonNullable<Board['sprint']> } =>
  board.sprint !== null;

/** One squad's active sprint, live: the board, or where to start one. */
function SquadSprint({ squadId }: { squadId: string }) {
  const board = useSprintBoard(squadId);
  const live = useSprintBoardSocket(squadId);
  // A sprint's board is a large first draw: React draws it in slices (the loading state stays up).
  const shown = useFirstDrawDeferred(board.data);
  if (board.isPending || (shown === undefined && !board.isError)) {
    // A screen's height: the board that comes is at least as tall, so the footer does not jump.
    return (
      <Box mih="100dvh">
        <ListLoading label={UI.loading} />
      </Box>
    );
  }
  if (board.isError) {
    return <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void board.refetch()} />;
  }
  if (shown === undefined) {
    return null;
  }
  if (!hasSprint(shown)) {
    return (
      <Stack gap="sm">
        <ListEmpty
          icon={<IconCalendarOff size={28} />}
          title={MSG.sprint.noActiveSprint}
          text={UI.noActiveSprintText}
        />
        <Text ta="center">
          <Anchor component={Link} to={`/backlog?squad=${encodeURIComponent(squadId)}`}>
            {UI.toBacklog}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return <SprintBoard board={shown} live={live} onCompleted={() => void board.refetch()} />;
}

/** /sprint/active-sprint: the chosen squad's active sprint as a live board (?squad=). */
export function ActiveSprintPage() {
  usePageTitle(UI.pageTitle);
  const chosen = useChosenSquad();
  const { squad } = chosen;
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'lg' }} miw={0}>
      <ListPageHeader title={UI.pageTitle} />
      {squad ? (
        <>
          <SquadPicker chosen={chosen} />
          {/* Keyed: another squad starts with its own socket, filters and lanes. */}
          <SquadSprint key={squad.id} squadId={squad.id} />
        </>
      ) : (
        <NoChosenSquad chosen={chosen} />
      )}
    </Stack>
  );
}
