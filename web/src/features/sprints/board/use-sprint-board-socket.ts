import { MSG } from '@squadboard/domain';
import type { ClientToServerEvents, ServerToClientEvents } from '@squadboard/domain/realtime/socket.events';
import type { SprintBoard } from '@squadboard/domain/sprints/sprint-run.schema';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { squadChoicesQuery } from '../../../entities/squad/api/squad-choices.ts';
import { showAckFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { sprintBoardKey } from './api/get-sprint-board.ts';
import { applySprintItem } from './board-state.ts';

// The board's one socket: it only watches (changes go over HTTP). It watches the squad on every
// connect; after a reconnect it reloads the board over HTTP, so nothing said while it was away
// stays missing. Broadcast items are put on (or taken off) the cached board as they come.

type BoardSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** 'live' once the server accepted the watch; until then, or after a lost connection, not. */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

const ACK_TIMEOUT_MS = 10_000;

function reload(queryClient: QueryClient, squadId: string): void {
  void queryClient.invalidateQueries({ queryKey: sprintBoardKey(squadId), exact: true });
}

export function useSprintBoardSocket(squadId: string): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    const socket: BoardSocket = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      withCredentials: true,
      autoConnect: false,
    });
    const key = sprintBoardKey(squadId);
    let disposed = false;
    let watchedBefore = false;
    setState('connecting');

    const watch = () => {
      const startedAt = Date.now();
      socket.timeout(ACK_TIMEOUT_MS).emit('sprint:watch', { squadId }, (error, ack) => {
        if (disposed) {
          return;
        }
        if (error) {
          // Cut off mid-watch: the reconnect watches again. Connected but unanswered: say so.
          if (socket.connected) {
            toast.error(MSG.generic.somethingWentWrong);
          }
          return;
        }
        if (showAckFailure(ack)) {
          return;
        }
        setState('live');
        // Whatever changed before the watch began is reloaded: always after a reconnect, and on
        // the first connect when the board on screen was loaded before it.
        const loadedAt = queryClient.getQueryState(key)?.dataUpdatedAt ?? 0;
        if (watchedBefore || (loadedAt > 0 && loadedAt < startedAt)) {
          reload(queryClient, squadId);
        }
        watchedBefore = true;
      });
    };

    socket.on('connect', watch);
    socket.on('disconnect', (reason) => {
      if (disposed) {
        return;
      }
      setState('reconnecting');
      // The server hung up (a restart, a session check): socket.io retries only when asked to.
      if (reason === 'io server disconnect') {
        socket.connect();
      }
    });
    socket.on('connect_error', () => {
      if (!disposed) {
        setState(watchedBefore ? 'reconnecting' : 'connecting');
      }
    });
    socket.on('sprint:item', ({ item }) => {
      let refetch = false;
      queryClient.setQueryData<SprintBoard>(key, (board) => {
        if (!board) {
          return board;
        }
        const applied = applySprintItem(board, item);
        refetch = applied.refetch;
        return applied.board;
      });
      if (refetch) {
        reload(queryClient, squadId);
      }
    });
    socket.on('sprint:changed', (payload) => {
      if (payload.squadId === squadId) {
        reload(queryClient, squadId);
        // Also said to a socket dropped because its person may no longer see the squad: the
        // picker's squads are read again, and the page moves to a squad they still see.
        void queryClient.invalidateQueries({ queryKey: squadChoicesQuery.queryKey });
      }
    });
    socket.connect();

    return () => {
      disposed = true;
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [squadId, queryClient]);

  return state;
}
