import { byRoleThenName, type RoomParticipant } from '@squadboard/domain/realtime/retro-room.events';

// Who is in each live room, as far as this node's own sockets go ("presence by
// difference"). Joins and departures keep it in step, so telling the room someone came or went
// and building a newcomer's list cost nothing per member of the room: no fetchSockets over the
// whole room, which is O(room) and, through Redis, crosses every node. Other nodes answer for
// their own sockets (retro-room.handlers.ts asks them when there are other nodes).

interface Entry {
  participant: RoomParticipant;
  /** This node's sockets of that person in the room (their tabs). */
  sockets: Set<string>;
}

export type RoomPresence = ReturnType<typeof createRoomPresence>;

export function createRoomPresence() {
  /** retroId → participantId → entry. */
  const rooms = new Map<string, Map<string, Entry>>();
  /** socketId → where it sits, to take it out again. */
  const seats = new Map<string, { retroId: string; participantId: string }>();

  return {
    /** A socket entered a live room; the entry takes the participant as they entered now. */
    enter(socketId: string, retroId: string, participant: RoomParticipant): void {
      let room = rooms.get(retroId);
      if (!room) {
        room = new Map();
        rooms.set(retroId, room);
      }
      const entry = room.get(participant.id);
      if (entry) {
        entry.participant = participant;
        entry.sockets.add(socketId);
      } else {
        room.set(participant.id, { participant, sockets: new Set([socketId]) });
      }
      seats.set(socketId, { retroId, participantId: participant.id });
    },

    /**
     * A socket left its room (or closed). True when it was its person's last socket in the room
     * on this node; false when another tab remains here, or it sat in no live room.
     */
    leave(socketId: string): boolean {
      const seat = seats.get(socketId);
      if (!seat) {
        return false;
      }
      seats.delete(socketId);
      const room = rooms.get(seat.retroId);
      const entry = room?.get(seat.participantId);
      if (!room || !entry) {
        return false;
      }
      entry.sockets.delete(socketId);
      if (entry.sockets.size > 0) {
        return false;
      }
      room.delete(seat.participantId);
      if (room.size === 0) {
        rooms.delete(seat.retroId);
      }
      return true;
    },

    /** Whether this node holds a socket of that person in the room. */
    has(retroId: string, participantId: string): boolean {
      return rooms.get(retroId)?.has(participantId) ?? false;
    },

    /** Everyone in the room on this node, once each. */
    list(retroId: string): RoomParticipant[] {
      return [...(rooms.get(retroId)?.values() ?? [])].map((e) => e.participant);
    },
  };
}

/** Lists from several nodes as one: once each (a later list's entry wins), admins first, by name. */
export function mergeParticipants(lists: readonly (readonly RoomParticipant[])[]): RoomParticipant[] {
  const byId = new Map<string, RoomParticipant>();
  for (const list of lists) {
    for (const participant of list) {
      byId.set(participant.id, participant);
    }
  }
  return [...byId.values()].sort(byRoleThenName);
}
