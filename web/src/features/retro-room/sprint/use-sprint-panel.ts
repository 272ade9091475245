import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import type { SprintPanelAnswer } from '@squadboard/domain/retro/sprint-panel.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { holdLiveSocket, type LiveHandle } from '../../../lib/live-socket.ts';

// The room's Sprint panel over the tab's one socket: asked once each time the room is
// entered (the first time, after a reconnect, after a role change: each join answers a snapshot
// taken at a new server time), and again whenever the room hears `sprintPanel:changed`. Presence
// news (someone joined or left) changes the snapshot object, not the entry: no new request. The room's own hook keeps its socket hold;
// this one holds it too, for its listener only.

export type SprintPanelState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | ({ kind: 'loaded' } & SprintPanelAnswer);

export function useSprintPanel(snapshot: RoomSnapshot) {
  const [state, setState] = useState<SprintPanelState>({ kind: 'loading' });
  const liveRef = useRef<LiveHandle | null>(null);
  // Answers to an older request than the latest are dropped: the latest asked after every change.
  const asked = useRef(0);

  const ask = useCallback(() => {
    const live = liveRef.current;
    if (!live) {
      return;
    }
    const mine = ++asked.current;
    void live.emitWithAck('sprint_panel', {}).then((ack) => {
      if (mine !== asked.current) {
        return;
      }
      setState(ack.ok ? { kind: 'loaded', panel: ack.panel, hidden: ack.hidden } : { kind: 'failed' });
    });
  }, []);

  useEffect(() => {
    const live = holdLiveSocket();
    liveRef.current = live;
    live.on('sprintPanel:changed', ask);
    return () => {
      liveRef.current = null;
      live.release();
    };
  }, [ask]);

  const entry = `${snapshot.serverTime}|${snapshot.role}|${snapshot.mode}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each entry into the room asks once.
  useEffect(() => {
    ask();
  }, [entry, ask]);

  const setShown = useCallback(
    async (shown: boolean) => {
      const ack = await liveRef.current?.emitWithAck('sprint_panel_visibility', { shown });
      if (ack?.ok) {
        ask();
      }
      return ack ?? null;
    },
    [ask],
  );

  return { state, retry: ask, setShown };
}
