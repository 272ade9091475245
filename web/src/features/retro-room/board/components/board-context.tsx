import { MSG } from '@squadboard/domain';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { toast } from '../../../../lib/toast.ts';
import type { BoardApi } from '../board-api.ts';
import type { OpAck } from '../use-board.ts';

// What every part of the board needs to know about the viewer and how to change the board,
// given once by the board instead of through every column and card.

export interface BoardEnv {
  meId: string;
  isAdmin: boolean;
  /** The retro is in progress: adding, editing, dragging and reacting are possible. */
  live: boolean;
  /** People in the room now (a card is highlighted past half of them). */
  attendees: number;
  /** Blur is on: others' cards arrive without their text. */
  blur: boolean;
  nameOf: (participantId: string) => string;
  /** Counts the entries into the room: a new one after a reconnect, when edit locks are taken again. */
  entry: number;
  /** Sends an operation; a refusal is shown as a toast and returned. */
  run: BoardApi['send'];
  lock: BoardApi['lock'];
}

const BoardContext = createContext<BoardEnv | null>(null);

export function useBoardEnv(): BoardEnv {
  const env = useContext(BoardContext);
  if (!env) {
    throw new Error('useBoardEnv outside BoardProvider');
  }
  return env;
}

export function BoardProvider({
  snapshot,
  entry,
  blur,
  send,
  lock,
  children,
}: {
  snapshot: RoomSnapshot;
  entry: number;
  blur: boolean;
  send: BoardApi['send'];
  lock: BoardApi['lock'];
  children: ReactNode;
}) {
  const run = useCallback<BoardApi['send']>(
    (event, payload) =>
      send(event, payload).then((ack: OpAck) => {
        if (!ack.ok) {
          toast.error(ack.message || MSG.generic.somethingWentWrong);
        }
        return ack;
      }),
    [send],
  );
  const { participants, me, role, mode } = snapshot;
  const env = useMemo<BoardEnv>(() => {
    const names = new Map(participants.map((p) => [p.id, p.name]));
    return {
      meId: me.id,
      isAdmin: role === 'RETRO_ADMIN',
      live: mode === 'live',
      attendees: participants.length,
      blur,
      entry,
      nameOf: (id) => names.get(id) ?? '',
      run,
      lock,
    };
  }, [participants, me.id, role, mode, blur, entry, run, lock]);
  return <BoardContext.Provider value={env}>{children}</BoardContext.Provider>;
}
