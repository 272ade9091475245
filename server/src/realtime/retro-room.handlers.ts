import { MSG } from '@squadboard/domain';
import type {
  RoomParticipant,
  RoomSnapshot,
  WaitingEntry,
} from '@squadboard/domain/realtime/retro-room.events';
import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../http/app-error.ts';
import type { RoomService } from '../modules/retro-room/room.service.ts';
import { type createBoardHandlers, followingRole } from './retro-board.handlers.ts';
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
import { createGuard } from './socket-guard.ts';

// The retro room over socket.io (spec 002 §4 "Join flow", docs/realtime.md). Who is in a room and
// who is waiting is read from the sockets themselves (fetchSockets, across every node through the
// Redis adapter); what was decided about each person is read from the database.

function byRoleThenName(a: RoomParticipant, b: RoomParticipant): number {
  if (a.role !== b.role) {
    return a.role === 'RETRO_ADMIN' ? -1 : 1;
  }
  return a.name.localeCompare(b.name);
}

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

export function createRoomHandlers(
  io: RoomServer,
  rooms: RoomService,
  board: ReturnType<typeof createBoardHandlers>,
  log: FastifyBaseLogger,
) {
  /** Everyone in the room now, once each however many tabs they have open. */
  async function participantsIn(retroId: string): Promise<RoomParticipant[]> {
    const sockets = await io.in(retroRoom(retroId)).fetchSockets();
    const byId = new Map<string, RoomParticipant>();
    for (const s of sockets) {
      const seat = s.data.seat;
      if (seat?.retroId === retroId && seat.state === 'admitted') {
        byId.set(seat.participant.id, seat.participant);
      }
    }
    return [...byId.values()].sort(byRoleThenName);
  }

  /** Everyone knocking now; `decided` were just answered and may not have left the room yet. */
  async function waitingIn(
    retroId: string,
    decided: ReadonlySet<string> = new Set(),
  ): Promise<WaitingEntry[]> {
    const sockets = await io.in(waitingRoom(retroId)).fetchSockets();
    const byId = new Map<string, WaitingEntry>();
    for (const s of sockets) {
      const seat = s.data.seat;
      if (seat?.retroId === retroId && seat.state === 'waiting' && !decided.has(seat.participant.id)) {
        const { id, name, guest } = seat.participant;
        byId.set(id, { id, name, guest, returning: seat.returning });
      }
    }
    return [...byId.values()];
  }

  async function tellAdminsWhoWaits(retroId: string, decided?: ReadonlySet<string>): Promise<void> {
    io.to(adminRoom(retroId)).emit('userJoin', { waiting: await waitingIn(retroId, decided) });
  }

  async function tellRoomWhoIsIn(retroId: string): Promise<RoomParticipant[]> {
    const participants = await participantsIn(retroId);
    io.to(retroRoom(retroId)).emit('user_in_room', { participants });
    return participants;
  }

  /**
   * A socket entering again (after admission, a reconnect, or the end) first leaves where it was.
   * Someone already in a room who enters it again has not left it: nobody is told.
   */
  async function vacate(socket: RoomSocket, nextRetroId: string): Promise<void> {
    const previous = socket.data.seat;
    socket.data.seat = null;
    for (const room of socket.rooms) {
      if (ROOM_PREFIXES.some((prefix) => room.startsWith(prefix))) {
        await socket.leave(room);
      }
    }
    if (previous && !(previous.retroId === nextRetroId && previous.state === 'admitted')) {
      await announceDeparture(previous);
    }
  }

  /** After a socket left: '{name} has left' once their last connection is gone. */
  async function announceDeparture(seat: RoomSeat): Promise<void> {
    if (seat.state === 'waiting') {
      await tellAdminsWhoWaits(seat.retroId);
      return;
    }
    if (seat.mode !== 'live') {
      return;
    }
    const participants = await participantsIn(seat.retroId);
    if (!participants.some((p) => p.id === seat.participant.id)) {
      io.to(retroRoom(seat.retroId)).emit('left', { id: seat.participant.id, name: seat.participant.name });
      io.to(retroRoom(seat.retroId)).emit('user_in_room', { participants });
      await board.release(seat.retroId, seat.participant.id);
    }
  }

  return {
    attach(socket: RoomSocket): void {
      const guard = createGuard(socket, log);
      board.attach(socket, guard);

      guard.on('join', async ({ room }) => {
        const result = await rooms.enter(socket.data.identity, room);
        await vacate(socket, result.retro.id);
        const retroId = result.retro.id;
        const me = result.me;
        await socket.join(participantRoom(me.id));

        if (result.state === 'waiting') {
          socket.data.seat = {
            retroId,
            participant: me,
            state: 'waiting',
            mode: 'live',
            returning: result.returning,
          };
          await socket.join(waitingRoom(retroId));
          await tellAdminsWhoWaits(retroId);
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
          await socket.join(isAdmin ? [retroRoom(retroId), adminRoom(retroId)] : retroRoom(retroId));
          participants = await tellRoomWhoIsIn(retroId);
          waiting = isAdmin ? await waitingIn(retroId) : [];
        } else if (result.mode === 'read-only') {
          // Someone reloading during the mood vote must still hear its result.
          await socket.join(retroRoom(retroId));
        }
        const snapshot: RoomSnapshot = {
          retro: result.retro,
          role: me.role,
          me: { id: me.id, name: me.name },
          participants,
          waiting,
          serverTime: new Date().toISOString(),
          mode: result.mode,
        };
        return { state: 'admitted' as const, snapshot };
      });

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
        await tellAdminsWhoWaits(retroId, new Set([...admitted, ...denied].map((p) => p.id)));
        return { admitted: admitted.length, denied: denied.length };
      });

      socket.on('disconnect', () => {
        const seat = socket.data.seat;
        socket.data.seat = null;
        if (seat) {
          announceDeparture(seat).catch((error: unknown) =>
            log.error({ err: error }, 'announcing a departure failed'),
          );
        }
      });
    },

    /** The retro stopped being live through the API: everyone in it or waiting is told. */
    closeRoom(retroId: string, status: RoomSnapshot['retro']['status']): void {
      io.to([retroRoom(retroId), waitingRoom(retroId)]).emit('close', { status });
    },
  };
}
