import type { Role } from '@squadboard/domain';
import type { RoomParticipant } from '@squadboard/domain/realtime/retro-room.events';
import type { ClientToServerEvents, ServerToClientEvents } from '@squadboard/domain/realtime/socket.events';
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../modules/auth/auth.service.ts';
import type { RoomIdentity, RoomMode } from '../modules/retro-room/room.service.ts';

/** Where a socket sits in a retro: copied to other nodes by fetchSockets, so plain data only. */
export interface RoomSeat {
  retroId: string;
  participant: RoomParticipant;
  state: 'admitted' | 'waiting';
  mode: RoomMode;
  returning: boolean;
}

export interface SocketData {
  /** The signed-in user, or null for a guest. */
  user: AuthUser | null;
  /** When the signed-in user's session ends (null for a guest): the socket closes then. */
  sessionExpiresAt: Date | null;
  /**
   * The session token the handshake's cookie carried (null for a guest), read once by the
   * gateway: the sprint board resolves it again at each watch, so a session ended or a squad
   * left since the connection opened counts at once.
   */
  sessionToken: string | null;
  identity: RoomIdentity;
  seat: RoomSeat | null;
}

/** Between server nodes (through the Redis adapter's serverSideEmit). */
export interface InterServerEvents {
  /** Who is in the live room `retroId` on the answering node. */
  presence: (retroId: string, reply: (participants: RoomParticipant[]) => void) => void;
}

export type RoomServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RoomSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

// socket.io rooms (docs/realtime.md "Rooms and scale-out").
export const retroRoom = (retroId: string) => `retro:${retroId}`;
export const adminRoom = (retroId: string) => `retro-admins:${retroId}`;
export const waitingRoom = (retroId: string) => `retro-waiting:${retroId}`;
export const participantRoom = (participantId: string) => `participant:${participantId}`;
/** Every socket of one signed-in user, and of one of their sessions: joined at connection. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The sockets watching a squad's active sprint board: joined by `sprint:watch`. */
export const sprintBoardRoom = (squadId: string) => `sprint-board:${squadId}`;
/**
 * The role a sprint-board watcher had at its latest `sprint:watch`: a socket is in exactly one,
 * so each `sprint:item` reaches it with the `can` of its own role (sprint-board.handlers.ts).
 */
export const sprintRoleRoom = (role: Role) => `sprint-role:${role}`;
/** The rooms a socket leaves when it enters a retro again. */
export const ROOM_PREFIXES = ['retro:', 'retro-admins:', 'retro-waiting:', 'participant:'];
