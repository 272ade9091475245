import { MSG } from '@squadboard/domain';
import type {
  RoomParticipant,
  RoomSnapshot,
  WaitingEntry,
} from '@squadboard/domain/realtime/retro-room.events';
import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../http/app-error.ts';
import type { NotificationsService } from '../modules/notifications/notifications.service.ts';
import { createKnockNotices } from '../modules/retro-room/knock-notices.ts';
import type { EnterResult, RoomService } from '../modules/retro-room/room.service.ts';
import { type createBoardHandlers, followingRole } from './retro-board.handlers.ts';
import type { QueuedEmit, RoomBroadcasts } from './room-broadcasts.ts';
import { createRoomPresence, mergeParticipants } from './room-presence.ts';
import {
  adminRoom,
  participantRoom,
  ROOM_PREFIXES,
  type RoomSeat,
  type RoomServer,
  type RoomSocket,
  retroRoom,
  userRoom,
  waitingRoom,
} from './room-types.ts';
import type { Guard } from './socket-guard.ts';

// The retro room over socket.io (spec 002 §4 "Join flow", docs/realtime.md). Presence goes by
// difference: a join tells the room who joined, a departure who left, a knock the
// admins who knocks; only a newcomer gets the whole list, in its snapshot. Who is in a room is
// kept per node (room-presence.ts), other nodes answering for theirs; who waits is read from the
// sockets (fetchSockets over the waiting room, only for an admin's snapshot or "admit all");
// what was decided about each person is read from the database. Room news is coalesced
// (room-broadcasts.ts).

/**
 * The retro role of these users may have changed outside the room (their squad got another lead):
 * every open room of theirs asks them to join again (`admitted`), which reads the role afresh
 * and tells the room. Until then none of their sockets hears the admins' news; one that is still
 * an admin's is back in the admins' room as soon as it has joined again.
 */
export async function reseatUsers(io: RoomServer, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) {
    return;
  }
  for (const socket of await io.in(userIds.map(userRoom)).fetchSockets()) {
    const seat = socket.data.seat;
    // A read-only board has nothing an admin could do; a refused join would only close it.
    if (seat && seat.mode !== 'read-only') {
      socket.leave(adminRoom(seat.retroId));
      socket.emit('admitted');
    }
  }
}

export interface RoomHandlerDeps {
  rooms: RoomService;
  board: ReturnType<typeof createBoardHandlers>;
  broadcasts: RoomBroadcasts;
  log: FastifyBaseLogger;
  /** Other server nodes may hold sockets of the same rooms (the Redis adapter is in use). */
  multiNode: boolean;
  /**
   * Tells the room's admins, wherever they are, that a guest knocks, and marks that
   * notice handled once the knock is answered.
   */
  notifications?: Pick<NotificationsService, 'notify' | 'markHandled'>;
}

export function createRoomHandlers(io: RoomServer, deps: RoomHandlerDeps) {
  const { rooms, board, broadcasts, log, multiNode } = deps;
  const presence = createRoomPresence();
  const knocks = deps.notifications
    ? createKnockNotices({ rooms, notifications: deps.notifications, log })
    : null;
  if (multiNode) {
    io.on('presence', (retroId, reply) => reply(presence.list(retroId)));
  }

  /** Every other node's list of the room (none without other nodes, or when Redis is away). */
  function othersIn(retroId: string): Promise<RoomParticipant[][]> {
    if (!multiNode) {
      return Promise.resolve([]);
    }
    return new Promise((resolve) => {
      io.serverSideEmit('presence', retroId, (error: Error | null, answers: RoomParticipant[][]) => {
        if (error) {
          // A node that does not answer in time: the list shows who the others know about.
          log.warn({ err: error }, 'a node did not tell who is in the room');
        }
        resolve(answers ?? []);
      });
    });
  }

  /** Everyone in the room now, once each however many tabs they have open: for a snapshot. */
  async function participantsIn(retroId: string): Promise<RoomParticipant[]> {
    return mergeParticipants([...(await othersIn(retroId)), presence.list(retroId)]);
  }

  /** Everyone knocking now: for an admin's snapshot, or "admit all". */
  async function waitingIn(retroId: string): Promise<WaitingEntry[]> {
    const sockets = await io.in(waitingRoom(retroId)).fetchSockets();
    const byId = new Map<string, WaitingEntry>();
    for (const s of sockets) {
      const seat = s.data.seat;
      if (seat?.retroId === retroId && seat.state === 'waiting') {
        byId.set(seat.participant.id, waitingEntry(seat));
      }
    }
    return [...byId.values()];
  }

  /** Whether another socket of that person still sits where `seat` was, on any node. */
  async function stillThere(seat: RoomSeat): Promise<boolean> {
    const sockets = await io.in(participantRoom(seat.participant.id)).fetchSockets();
    return sockets.some(({ data }) => {
      const other = data.seat;
      return other?.retroId === seat.retroId && other.state === seat.state && other.mode === seat.mode;
    });
  }

  function tellAdmins(retroId: string, item: QueuedEmit): void {
    void broadcasts.send(adminRoom(retroId), item);
  }

  /** The socket gives up its seat and the retro's rooms, as a closing socket does. */
  async function unseat(socket: RoomSocket): Promise<{ previous: RoomSeat | null; lastHere: boolean }> {
    const previous = socket.data.seat;
    socket.data.seat = null;
    const lastHere = presence.leave(socket.id);
    for (const room of socket.rooms) {
      if (ROOM_PREFIXES.some((prefix) => room.startsWith(prefix))) {
        await socket.leave(room);
      }
    }
    return { previous, lastHere };
  }

  /**
   * A socket entering again (after admission, a reconnect, the end, or from another retro) first
   * leaves where it was. Someone already in a room who enters it again has not left it: nobody
   * is told.
   */
  async function vacate(socket: RoomSocket, next: EnterResult): Promise<void> {
    const { previous, lastHere } = await unseat(socket);
    if (!previous) {
      return;
    }
    const sameRetro = previous.retroId === next.retro.id;
    if (sameRetro && previous.state === 'admitted') {
      return;
    }
    if (sameRetro && previous.state === 'waiting') {
      // Let in by an admin's answer: the admins heard it with the answer. In as an admin now
      // (they became the squad's lead while waiting): the admins hear it here. Knocking again:
      // they still wait.
      if (next.state === 'admitted' && next.me.role === 'RETRO_ADMIN') {
        tellAdmins(previous.retroId, { event: 'waitingLeft', payload: { ids: [previous.participant.id] } });
      }
      return;
    }
    await announceDeparture(previous, lastHere);
  }

  /**
   * After a socket left: '{name} has left' once their last connection is gone (`lastHere`: it
   * was their last socket on this node), or the admins hear that a knocking person went away.
   */
  async function announceDeparture(seat: RoomSeat, lastHere: boolean): Promise<void> {
    if (seat.state === 'waiting') {
      if (!(await stillThere(seat))) {
        tellAdmins(seat.retroId, { event: 'waitingLeft', payload: { ids: [seat.participant.id] } });
      }
      return;
    }
    if (seat.mode !== 'live' || !lastHere) {
      return;
    }
    if (multiNode && (await stillThere(seat))) {
      return;
    }
    const { id, name } = seat.participant;
    void broadcasts.send(retroRoom(seat.retroId), { event: 'left', payload: { id, name } });
    await board.release(seat.retroId, seat.participant.id);
  }

  return {
    /**
     * `guard`: the socket's one guard (one rate budget), shared with the sprint board's messages;
     * required, since a guard of its own would give the socket a second budget.
     */
    attach(socket: RoomSocket, guard: Guard): void {
      const locks = board.attach(socket, guard);
      // Counts the socket's `leave`s: a join that was under way when its page left seats nobody.
      let leaves = 0;

      guard.on('join', async ({ room }) => {
        const leavesBefore = leaves;
        const result = await rooms.enter(socket.data.identity, room);
        await vacate(socket, result);
        if (!socket.connected || leaves !== leavesBefore) {
          // Gone (or the page left) while the database answered: a seat now would never be
          // given up.
          throw appError('NOT_IN_ROOM');
        }
        const retroId = result.retro.id;
        const me = result.me;
        // From here to the first await, nothing else runs: the seat, the rooms and the presence
        // are in place together, so a disconnect sees them all.
        void socket.join(participantRoom(me.id));

        if (result.state === 'waiting') {
          const seat: RoomSeat = {
            retroId,
            participant: me,
            state: 'waiting',
            mode: 'live',
            returning: result.returning,
          };
          socket.data.seat = seat;
          void socket.join(waitingRoom(retroId));
          // Answered once the admins were told, as an operation is once its room was.
          await broadcasts.send(adminRoom(retroId), {
            event: 'userJoin',
            payload: { waiting: [waitingEntry(seat)] },
          });
          if (me.guest && !result.returning && knocks) {
            // Never fails and is not awaited: the knock is answered at once. The Super Admins in
            // the room hear of it; those elsewhere do not (admission.rules.ts).
            void participantsIn(retroId)
              .then((people) =>
                knocks.knocked(
                  retroId,
                  me.name,
                  people.map((p) => p.id),
                ),
              )
              .catch((error: unknown) => log.error({ err: error }, 'guest notification failed'));
          }
          return { state: 'waiting' as const, returning: result.returning };
        }

        socket.data.seat = {
          retroId,
          participant: me,
          state: 'admitted',
          mode: result.mode,
          returning: false,
        };
        const isAdmin = me.role === 'RETRO_ADMIN';
        let participants: RoomParticipant[] = [];
        let waiting: WaitingEntry[] = [];
        if (result.mode === 'live') {
          void socket.join(isAdmin ? [retroRoom(retroId), adminRoom(retroId)] : retroRoom(retroId));
          presence.enter(socket.id, retroId, me);
          // The lists are read only once the room heard of this join. The events that went out
          // with it (or before) reached this socket ahead of its answer, which the page ignores
          // (it has no room yet), so the lists must already hold them; whatever is sent later
          // arrives after the answer and is applied by difference (idempotently).
          await broadcasts.send(retroRoom(retroId), { event: 'joined', payload: { participant: me } });
          [participants, waiting] = await Promise.all([
            participantsIn(retroId),
            isAdmin ? waitingIn(retroId) : [],
          ]);
        } else if (result.mode === 'read-only') {
          // Someone reloading during the mood vote must still hear its result.
          void socket.join(retroRoom(retroId));
        }
        const snapshot: RoomSnapshot = {
          retro: result.retro,
          role: me.role,
          me: { id: me.id, name: me.name },
          participants,
          waiting,
          serverTime: new Date().toISOString(),
          mode: result.mode,
          ...(result.mayReclaim ? { mayReclaim: true } : {}),
          ...(result.facilitating ? { facilitating: true } : {}),
        };
        return { state: 'admitted' as const, snapshot };
      });

      // The server's clock, read as late as possible: the web takes its offset from the round trip
      // (domain/realtime/clock.ts), so every countdown in the room ends at the server's endsAt.
      guard.on('clock', async () => ({ serverTime: Date.now() }));

      guard.on('admit', async (payload) => {
        const seat = socket.data.seat;
        const { identity } = socket.data;
        // Whether they are the admin is the database's answer, in decide(); a guest never is.
        if (seat?.state !== 'admitted' || seat.mode !== 'live' || identity.kind !== 'user') {
          throw appError('FORBIDDEN');
        }
        const { retroId } = seat;
        const ids = 'all' in payload ? (await waitingIn(retroId)).map((w) => w.id) : payload.participantIds;
        const { admitted, denied } = await followingRole(io, socket, seat.participant.id, (seen) =>
          rooms.decide(identity, retroId, payload.decision, ids, seen),
        );
        for (const p of admitted) {
          io.in(participantRoom(p.id)).socketsLeave(waitingRoom(retroId));
          io.to(participantRoom(p.id)).emit('admitted');
        }
        for (const p of denied) {
          // Told before being moved: through Redis the two may travel on different channels.
          io.to(participantRoom(p.id)).emit('declined', { message: MSG.retro.declined });
          io.in(participantRoom(p.id)).socketsLeave(waitingRoom(retroId));
        }
        const answered = [...admitted, ...denied].map((p) => p.id);
        if (answered.length > 0) {
          await broadcasts.send(adminRoom(retroId), { event: 'waitingLeft', payload: { ids: answered } });
        }
        // The knocks were answered: their notices are handled for every admin who got one.
        const guests = [...admitted, ...denied].filter((p) => p.userId === null).map((p) => p.name);
        void knocks?.answered(retroId, guests);
        return { admitted: admitted.length, denied: denied.length };
      });

      // The page left the room, the socket stays (the bell, the sprint board, another room): the
      // room hears exactly what it hears when the socket closes (below), and the edit locks this
      // socket took are freed as a closing socket's are. Answered once the seat is given up.
      guard.on('leave', async () => {
        leaves += 1;
        const { previous, lastHere } = await unseat(socket);
        locks.releaseHeld();
        if (previous) {
          await announceDeparture(previous, lastHere);
        }
        return {};
      });

      socket.on('disconnect', () => {
        const seat = socket.data.seat;
        socket.data.seat = null;
        const lastHere = presence.leave(socket.id);
        if (seat) {
          announceDeparture(seat, lastHere).catch((error: unknown) =>
            log.error({ err: error }, 'announcing a departure failed'),
          );
        }
      });
    },

    /** The retro stopped being live through the API: everyone in it or waiting is told. */
    closeRoom(retroId: string, status: RoomSnapshot['retro']['status']): void {
      const targets = [retroRoom(retroId), waitingRoom(retroId)];
      broadcasts.flushNow(targets);
      io.to(targets).emit('close', { status });
    },
  };
}

function waitingEntry(seat: RoomSeat): WaitingEntry {
  const { id, name, guest } = seat.participant;
  return { id, name, guest, returning: seat.returning };
}
