import { Stack } from '@mantine/core';
import type { SprintBoard as Board } from '@squadboard/domain/sprints/sprint-run.schema';
import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import { boardColumns } from '@squadboard/domain/work-items/work-item.rules';
import { IconFilterOff, IconLayoutKanban } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ListEmpty } from '../../../../components/list-states.tsx';
import { CompleteSprintDialog } from '../../../../entities/sprint/components/complete-sprint-dialog.tsx';
import {
  type BoardFilters as Filters,
  filterCards,
  filterChoices,
  type LaneMode,
  NO_FILTERS,
} from '../board-state.ts';
import { BOARD_UI as UI } from '../board-strings.ts';
import type { LiveState } from '../use-sprint-board-socket.ts';
import { BoardColumns } from './board-columns.tsx';
import { BoardFilters } from './board-filters.tsx';
import { LiveIndicator } from './live-indicator.tsx';
import { SprintHeader } from './sprint-header.tsx';

interface SprintBoardProps {
  board: Board & { sprint: NonNullable<Board['sprint']> };
  live: LiveState;
  /** After the sprint was completed here: the page reloads the board. */
  onCompleted: () => void;
}

/** The active sprint: its header, the swimlane and filter bar, and the board itself. */
export function SprintBoard({ board, live, onCompleted }: SprintBoardProps) {
  const [mode, setMode] = useState<LaneMode>('none');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [completing, setCompleting] = useState(false);
  const columns = useMemo(
    () => boardColumns(board.statusConfig, [...new Set(board.items.map((item) => item.statusId))]),
    [board.statusConfig, board.items],
  );
  const choices = useMemo(() => filterChoices(board.items), [board.items]);
  const shown = useMemo(() => filterCards(board.items, filters), [board.items, filters]);
  const done = board.items.filter((item) => item.statusId === STATUS_IDS.done).length;
  const { sprint } = board.sprint;

  let notice: React.ReactNode = null;
  if (board.items.length === 0) {
    notice = <ListEmpty icon={<IconLayoutKanban size={28} />} title={UI.emptySprint} />;
  } else if (shown.length === 0) {
    notice = <ListEmpty icon={<IconFilterOff size={28} />} title={UI.noMatch} />;
  }
  return (
    <Stack gap="md">
      <SprintHeader
        planned={board.sprint}
        doneCount={done}
        canManage={board.canManage}
        onComplete={() => setCompleting(true)}
        live={<LiveIndicator state={live} />}
      />
      <BoardFilters
        mode={mode}
        onModeChange={setMode}
        filters={filters}
        onChange={setFilters}
        choices={choices}
      />
      {notice}
      <BoardColumns board={board} columns={columns} items={shown} mode={mode} />
      {board.canManage ? (
        <CompleteSprintDialog
          opened={completing}
          onClose={() => setCompleting(false)}
          squadId={board.squad.id}
          sprint={{ id: sprint.id, name: sprint.name }}
          onCompleted={() => {
            setCompleting(false);
            onCompleted();
          }}
        />
      ) : null}
    </Stack>
  );
}
