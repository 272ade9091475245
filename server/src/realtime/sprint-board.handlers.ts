import { type Caller, ROLES } from '@squadboard/domain';
import { workItemAbilities } from '@squadboard/domain/work-items/work-item.rules';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { SprintEvents } from '../modules/sprints/sprint-events.ts';
import type { BacklogService } from '../modules/work-items/backlog.service.ts';
import type { WorkItemEvents } from '../modules/work-items/work-item-events.ts';
import { callerNow } from './caller-now.ts';
import { type RoomServer, type RoomSocket, sprintBoardRoom, sprintRoleRoom } from './room-types.ts';
import type { Guard } from './socket-guard.ts';

// The active sprint's board, live (docs/realtime.md "Sprint board"). Changes travel
// over HTTP; a socket only watches a squad's board: `sprint:watch` joins `sprint-board:<squad>`
// once the caller, read afresh from their session, may see that squad. After each change
// commits, the work-items services tell WorkItemEvents and the lifecycle tells SprintEvents; the
// subscriptions below pass them on to the rooms of the squads concerned (through the Redis
// adapter when there is one, so every node's watchers hear them).

export interface SprintBoardDeps {
  auth: AuthService;
  backlog: BacklogService;
  log: FastifyBaseLogger;
}

/** A socket of this node, or one another node holds (as `fetchSockets` answers it). */
type Watcher = Pick<RoomSocket, 'data'>;

export function createSprintBoardHandlers(deps: SprintBoardDeps) {
  const { auth, backlog, log } = deps;

  /** The caller now (caller-now.ts): a guest pass never watches a sprint board. */
  const callerNowOf = (socket: Watcher): Promise<Caller> => callerNow(auth, socket);

  /** Whether the socket's person may watch the squad's board now; any doubt answers no. */
  async function mayWatch(socket: Watcher, squadId: string): Promise<boolean> {
    try {
      await backlog.checkSquad(await callerNowOf(socket), squadId);
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) {
        log.warn({ err: error, squadId }, 'checking a sprint board watcher failed: dropped');
      }
      return false;
    }
  }

  return {
    /**
     * The squad's members or lead changed, or it was deleted (squad-events.ts): each socket
     * watching its board, on any node, is checked again as at `sprint:watch`. One that may no
     * longer see the squad leaves the room, then hears `sprint:changed`: its page reloads the
     * board and the squads it may see, and moves to one of those.
     */
    async recheckWatchers(io: RoomServer, squadId: string): Promise<void> {
      const room = sprintBoardRoom(squadId);
      for (const socket of await io.in(room).fetchSockets()) {
        if (!(await mayWatch(socket, squadId))) {
          socket.leave(room);
          socket.emit('sprint:changed', { squadId });
        }
      }
    },

    /**
     * `guard`: the socket's one guard (gateway.ts), which parses, sizes and rate-limits each
     * message; required, since a guard of its own would give the socket a second rate budget.
     */
    attach(socket: RoomSocket, guard: Guard): void {
      guard.on('sprint:watch', async ({ squadId }) => {
        const caller = await callerNowOf(socket);
        await backlog.checkSquad(caller, squadId);
        // The role read now replaces any earlier one, so the socket stays in exactly one role
        // room and hears each item once, with the `can` of the role it has now.
        for (const role of ROLES) {
          if (role !== caller.role) {
            await socket.leave(sprintRoleRoom(role));
          }
        }
        await socket.join([sprintBoardRoom(squadId), sprintRoleRoom(caller.role)]);
        return {};
      });
      // The page went (the tab's socket stays for the bell, or another page): no more items.
      guard.on('sprint:unwatch', async ({ squadId }) => {
        await socket.leave(sprintBoardRoom(squadId));
        return {};
      });
    },
  };
}

/**
 * Passes committed changes on to the watching sockets: an item to the boards of its squad now
 * and before, a sprint that started or completed to its squad's board. Answers the unsubscribe.
 */
export function subscribeSprintBoards(
  io: RoomServer,
  events: { workItems: WorkItemEvents; sprints: SprintEvents },
): () => void {
  // A failing emit is logged by the events' signal and never fails the committed change.
  const offItems = events.workItems.onChanged(({ item, squadIds }) => {
    // The item comes presented for the person who changed it, `can` included; a watcher must
    // get their own. A work item's `can` depends only on the recipient's role and the item
    // (workItemAbilities), so one broadcast per role, each to the boards' sockets in that
    // role's room, gives every recipient theirs while still going through rooms (and the
    // Redis adapter), with no per-socket lookup per change. Should `can` ever depend on the
    // person (an owner's rights), this has to compute it per recipient instead.
    // One room list per emit: a socket watching both squads hears the item once.
    const boards = squadIds.map(sprintBoardRoom);
    for (const role of ROLES) {
      const otherRoles = ROLES.filter((other) => other !== role).map(sprintRoleRoom);
      io.to(boards)
        .except(otherRoles)
        .emit('sprint:item', { item: { ...item, can: workItemAbilities(role, item) } });
    }
  });
  const offSprints = events.sprints.onChanged(({ squadId }) => {
    io.to(sprintBoardRoom(squadId)).emit('sprint:changed', { squadId });
  });
  return () => {
    offItems();
    offSprints();
  };
}
