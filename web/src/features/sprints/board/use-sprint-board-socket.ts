import { MSG } from '@squadboard/domain';
import type { SprintBoard } from '@squadboard/domain/sprints/sprint-run.schema';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { squadChoicesQuery } from '../../../entities/squad/api/squad-choices.ts';
import { showAckFailure } from '../../../lib/failures.ts';
import { holdLiveSocket, missedNews, unanswered } from '../../../lib/live-socket.ts';
import { toast } from '../../../lib/toast.ts';
import { sprintBoardKey } from './api/get-sprint-board.ts';
import { applySprintItem } from './board-state.ts';

// The board's hold on the tab's one socket (lib/live-socket.ts): it only watches (changes go
// over HTTP). It watches the squad on every connect; after a reconnect it reloads the board over
// HTTP, so nothing said while it was away stays missing. Broadcast items are put on (or taken
// off) the cached board as they come. Leaving the board (or changing squad) unwatches: the
// socket stays for the bell.

/** 'live' once the server accepted the watch; until then, or after a lost connection, not. */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

function reload(queryClient: QueryClient, squadId: string): void {
  void queryClient.invalidateQueries({ queryKey: sprintBoardKey(squadId), exact: true });
}

export function useSprintBoardSocket(squadId: string): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    const live = holdLiveSocket();
    const key = sprintBoardKey(squadId);
    let disposed = false;
    let watchedBefore = false;
    setState('connecting');

    const watch = (again: boolean) => {
      const startedAt = Date.now();
      void live.emitWithAck('sprint:watch', { squadId }).then((ack) => {
        if (disposed) {
          return;
        }
        if (unanswered(ack)) {
          // Cut off mid-watch: the reconnect watches again. Connected but unanswered: say so.
          if (live.socket.connected) {
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
        if (missedNews(again, loadedAt, startedAt)) {
          reload(queryClient, squadId);
        }
        watchedBefore = true;
      });
    };

    live.on('disconnect', () => setState('reconnecting'));
    live.on('connect_error', () => setState(watchedBefore ? 'reconnecting' : 'connecting'));
    live.on('sprint:item', ({ item }) => {
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
    live.on('sprint:changed', (payload) => {
      if (payload.squadId === squadId) {
        reload(queryClient, squadId);
        // Also said to a socket dropped because its person may no longer see the squad: the
        // picker's squads are read again, and the page moves to a squad they still see.
        void queryClient.invalidateQueries({ queryKey: squadChoicesQuery.queryKey });
      }
    });
    live.onResync(watch);
    live.connect();

    return () => {
      disposed = true;
      // The server stops sending this squad's items; the socket itself stays for the bell.
      void live.emitWithAck('sprint:unwatch', { squadId });
      live.release();
    };
  }, [squadId, queryClient]);

  return state;
}
