import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { type Facilitation, NO_FACILITATION } from '@squadboard/domain/retro/facilitation.model';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { showAckFailure } from '../../../../lib/failures.ts';
import type { BoardApi } from '../board-api.ts';
import type { OpAck } from '../use-board.ts';

// What every part of the board needs to know about the viewer and how to change the board,
// given once by the board instead of through every column and card.

export interface BoardEnv {
  meId: string;
  isAdmin: boolean;
  /** Signed in, not a guest: may offer what needs an account (a card into the backlog). */
  signedIn: boolean;
  /** The retro's squad, whose backlog a card goes to. */
  squadId: string | null;
  /**
   * May make a card a backlog item: signed in and seeing the retro's squad, which is the whole
   * of the work-items rule for a Story, Task or Bug (canEditWorkItem); the server checks it again.
   */
  mayBacklog: boolean;
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
  /** The facilitation flow, vote budget and discussed item. */
  facilitation: Facilitation;
  /** Votes (likes) the viewer has given on the board. */
  votesUsed: number;
  /** Drag to group is on: a card dropped onto another groups them. */
  grouping: boolean;
  /** The discussion's order is shown: cards are not dragged. */
  dragOff: boolean;
  /** The board now, read when needed (a dialog's choices) so the env does not change with it. */
  boardNow: () => Board | null;
}

/** What the board tells the env about facilitation; the defaults are the spec's free board. */
export interface BoardFacts {
  facilitation: Facilitation;
  votesUsed: number;
  grouping: boolean;
  dragOff: boolean;
  boardNow: () => Board | null;
}

const FREE_BOARD: BoardFacts = {
  facilitation: NO_FACILITATION,
  votesUsed: 0,
  grouping: false,
  dragOff: false,
  boardNow: () => null,
};

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
  facts = FREE_BOARD,
  seesSquad = false,
  children,
}: {
  /** The viewer sees the retro's squad (the room page asks GET /api/squads/choices). */
  seesSquad?: boolean;
  snapshot: RoomSnapshot;
  entry: number;
  blur: boolean;
  send: BoardApi['send'];
  lock: BoardApi['lock'];
  facts?: BoardFacts;
  children: ReactNode;
}) {
  const run = useCallback<BoardApi['send']>(
    (event, payload) =>
      send(event, payload).then((ack: OpAck) => {
        showAckFailure(ack);
        return ack;
      }),
    [send],
  );
  const { participants, me, role, mode, retro } = snapshot;
  const squadId = retro.squadId ?? null;
  const signedIn = participants.some((p) => p.id === me.id && !p.guest);
  const mayBacklog = signedIn && seesSquad;
  const { facilitation, votesUsed, grouping, dragOff, boardNow } = facts;
  const env = useMemo<BoardEnv>(() => {
    const names = new Map(participants.map((p) => [p.id, p.name]));
    return {
      meId: me.id,
      isAdmin: role === 'RETRO_ADMIN',
      signedIn,
      squadId,
      mayBacklog,
      live: mode === 'live',
      attendees: participants.length,
      blur,
      entry,
      nameOf: (id) => names.get(id) ?? '',
      run,
      lock,
      facilitation,
      votesUsed,
      grouping,
      dragOff,
      boardNow,
    };
  }, [
    participants,
    me.id,
    role,
    mode,
    signedIn,
    squadId,
    mayBacklog,
    blur,
    entry,
    run,
    lock,
    facilitation,
    votesUsed,
    grouping,
    dragOff,
    boardNow,
  ]);
  return <BoardContext.Provider value={env}>{children}</BoardContext.Provider>;
}
