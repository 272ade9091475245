import type { Caller } from '@squadboard/domain';
import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../http/app-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { SprintEvents } from '../modules/sprints/sprint-events.ts';
import type { SprintPanelService } from '../modules/sprints/sprint-panel.service.ts';
import type { WorkItemEvents } from '../modules/work-items/work-item-events.ts';
import { callerNow } from './caller-now.ts';
import { type RoomServer, type RoomSocket, retroRoom } from './room-types.ts';
import type { Guard } from './socket-guard.ts';

// The retro room's Sprint panel (docs/realtime.md "Sprint panel"), over the room socket
// because a guest has no HTTP session: `sprint_panel` answers the panel as the sender may see it,
// `sprint_panel_visibility` is the facilitator's switch. When a live retro's squad changes an item
// or starts or completes a sprint, its room hears `sprintPanel:changed` (no payload, at most one
// a second) and each client asks again, getting what it may see.

/** At most one `sprintPanel:changed` per retro in this long. */
export const SPRINT_PANEL_THROTTLE_MS = 1_000;

export interface SprintPanelDeps {
  auth: AuthService;
  sprintPanel: SprintPanelService;
  log: FastifyBaseLogger;
}

export function createSprintPanelHandlers(io: RoomServer, deps: SprintPanelDeps) {
  const { auth, sprintPanel, log } = deps;

  /** The seat's retro and who sits there: the caller read afresh, null for a guest pass. */
  async function viewerOf(socket: RoomSocket): Promise<{ retroId: string; caller: Caller | null }> {
    const seat = socket.data.seat;
    if (seat?.state !== 'admitted') {
      throw appError('NOT_IN_ROOM');
    }
    return { retroId: seat.retroId, caller: socket.data.user ? await callerNow(auth, socket) : null };
  }

  // Squads whose change is due; sent together at most once a throttle window (per node).
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let lastFlush = 0;

  async function flush(): Promise<void> {
    timer = null;
    lastFlush = Date.now();
    const squadIds = [...pending];
    pending.clear();
    for (const retroId of await sprintPanel.liveRetrosOf(squadIds)) {
      io.to(retroRoom(retroId)).emit('sprintPanel:changed');
    }
  }

  function changedSquads(squadIds: readonly string[]): void {
    for (const id of squadIds) {
      pending.add(id);
    }
    if (timer || pending.size === 0) {
      return;
    }
    const wait = Math.max(0, lastFlush + SPRINT_PANEL_THROTTLE_MS - Date.now());
    timer = setTimeout(() => {
      flush().catch((error: unknown) => log.error({ err: error }, 'telling the sprint panels failed'));
    }, wait);
    timer.unref();
  }

  return {
    attach(socket: RoomSocket, guard: Guard): void {
      guard.on('sprint_panel', async () => sprintPanel.panelFor(await viewerOf(socket)));
      guard.on('sprint_panel_visibility', async ({ shown }) => {
        const viewer = await viewerOf(socket);
        const result = await sprintPanel.setShown(viewer, shown);
        io.to(retroRoom(viewer.retroId)).emit('sprintPanel:changed');
        return result;
      });
    },

    /** Follows the squads' items and sprints; answers the unsubscribe. */
    subscribe(events: { workItems: WorkItemEvents; sprints: SprintEvents }): () => void {
      const offItems = events.workItems.onChanged(({ squadIds }) => changedSquads(squadIds));
      const offSprints = events.sprints.onChanged(({ squadId }) => changedSquads([squadId]));
      return () => {
        offItems();
        offSprints();
        if (timer) {
          clearTimeout(timer);
          timer = null;
        }
      };
    },
  };
}
