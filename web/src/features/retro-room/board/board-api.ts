import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import type { useBoard } from './use-board.ts';

/** What the board hook gives the room's components. */
export type BoardApi = ReturnType<typeof useBoard>;

/** Props shared by the room's toolbar and its ending flow. */
export interface RoomPartProps {
  snapshot: RoomSnapshot;
  /** Null until the first sync answered. */
  board: Board | null;
  send: BoardApi['send'];
}
