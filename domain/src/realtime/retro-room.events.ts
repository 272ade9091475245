import { z } from 'zod';
import type { FailureCode } from '../common/errors.ts';
import { ZJoinRetro } from '../retro/join.schema.ts';
import { MOODS, RETRO_ROLES, RETRO_STATUSES } from '../retro/retro.schema.ts';
import type { SprintPanelAnswer } from '../retro/sprint-panel.schema.ts';

// The retro room protocol over socket.io (spec 002 §7 "Realtime messages"): joining, waiting and
// admission. Event names are the spec's where one fits. Every client → server payload has a zod
// schema here; the server parses it before anything happens. socket.events.ts merges these with
// the board's into the one typed map; docs/realtime.md describes the flow.

export const ZRoomParticipant = z.object({
  /** Stable per person and retro: the same after a reconnect or a second tab. */
  id: z.string(),
  name: z.string(),
  role: z.enum(RETRO_ROLES),
  guest: z.boolean(),
  avatarUrl: z.string().nullable(),
});
export type RoomParticipant = z.infer<typeof ZRoomParticipant>;

/** Somebody asking to be let in (spec 002 §3 "Admission request"). */
export const ZWaitingEntry = z.object({
  id: z.string(),
  name: z.string(),
  guest: z.boolean(),
  /** Declined before and trying again. */
  returning: z.boolean(),
});
export type WaitingEntry = z.infer<typeof ZWaitingEntry>;

export const ZRoomRetro = z.object({
  id: z.string(),
  meetingId: z.string(),
  room: z.string(),
  title: z.string(),
  squadName: z.string(),
  /** Its squad: whether the viewer may add a card to its backlog is that squad's choice. */
  squadId: z.string().optional(),
  status: z.enum(RETRO_STATUSES),
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  mood: z.enum(MOODS).nullable(),
  columns: z.array(z.string()),
});
export type RoomRetro = z.infer<typeof ZRoomRetro>;

/** What a participant sees on entering the room. */
export const ZRoomSnapshot = z.object({
  retro: ZRoomRetro,
  role: z.enum(RETRO_ROLES),
  me: z.object({ id: z.string(), name: z.string() }),
  participants: z.array(ZRoomParticipant),
  /** People waiting to be let in; always empty for a RETRO_USER. */
  waiting: z.array(ZWaitingEntry),
  /** The server clock when the snapshot was taken, so the elapsed clock ignores client skew. */
  serverTime: z.string(),
  /** A completed or archived retro opens read-only; a scheduled one waits for its admin to start it. */
  mode: z.enum(['live', 'read-only', 'not-started']),
  /**
   * The person runs this retro by right (a Super Admin, the squad's lead) but handed the room to a
   * facilitator: they may take it back.
   */
  mayReclaim: z.boolean().optional(),
  /**
   * The person is the room's admin because it was handed to them, not by right: the
   * squad's own settings (saving its templates) stay with those who run its retros by right.
   */
  facilitating: z.boolean().optional(),
});
export type RoomSnapshot = z.infer<typeof ZRoomSnapshot>;

// ── client → server ─────────────────────────────────────────────────────────────────────────

/** Enter a room: `room` is the encoded meeting id from /retro-session/{room}. */
export const ZJoinPayload = z.object({ room: z.string().trim().min(1).max(64) });
export type JoinPayload = z.infer<typeof ZJoinPayload>;

/** The admin's answer to people waiting: some of them by id, or everybody waiting now. */
export const ZAdmitPayload = z.union([
  z.object({
    decision: z.enum(['admit', 'deny']),
    participantIds: z.array(z.uuid()).min(1).max(200),
  }),
  z.object({ decision: z.enum(['admit', 'deny']), all: z.literal(true) }),
]);
export type AdmitPayload = z.infer<typeof ZAdmitPayload>;

/** Ask the server's clock: the web measures its offset from a few of these (clock.ts). */
export const ZClockPayload = z.object({}).strict();

/**
 * Leave the room while the connection stays (the tab's one socket also serves the bell and the
 * sprint board): the room hears what it hears when a socket closes ('{name} has left', the
 * person's edit locks freed, a knock withdrawn).
 */
export const ZLeavePayload = z.object({}).strict();

/** Ask for the retro's Sprint panel: when the room opens, and on `sprintPanel:changed`. */
export const ZSprintPanelPayload = z.object({}).strict();

/** The facilitator shows or hides the Sprint panel for everyone else (RETRO_ADMIN only). */
export const ZSprintPanelVisibilityPayload = z.object({ shown: z.boolean() }).strict();

/**
 * A refused message: a code of the error catalogue and its message, as an HTTP error carries (or
 * the client's own OFFLINE / TIMEOUT when no answer came).
 */
export type AckError = { ok: false; code: FailureCode; message: string };
export type Ack<T> = ({ ok: true } & T) | AckError;

export type JoinResult =
  | { state: 'admitted'; snapshot: RoomSnapshot }
  | { state: 'waiting'; returning: boolean };
export type AdmitResult = { admitted: number; denied: number };
/** The server's clock, in milliseconds since the epoch, when it answered. */
export type ClockResult = { serverTime: number };
export type JoinAck = Ack<JoinResult>;
export type AdmitAck = Ack<AdmitResult>;

/** The room's requests by event name: the schema the server parses, and what success answers. */
export const ZRoomRequests = {
  join: ZJoinPayload,
  admit: ZAdmitPayload,
  clock: ZClockPayload,
  leave: ZLeavePayload,
  sprint_panel: ZSprintPanelPayload,
  sprint_panel_visibility: ZSprintPanelVisibilityPayload,
} as const;
export interface RoomResults {
  join: JoinResult;
  admit: AdmitResult;
  clock: ClockResult;
  leave: Record<never, never>;
  sprint_panel: SprintPanelAnswer;
  /** Whether the panel is hidden now. */
  sprint_panel_visibility: { hidden: boolean };
}

// ── server → client ─────────────────────────────────────────────────────────────────────────

export interface RoomServerEvents {
  /** To the waiting person: you may come in; emit `join` again to get the room. */
  admitted: () => void;
  /** To the waiting person: 'You have been declined. Please retry.' */
  declined: (payload: { message: string }) => void;
  /**
   * To admins: people who started waiting (or knocked again). Added to the list, or replacing
   * the entry with the same id; the whole list comes once, in the admin's join snapshot.
   */
  userJoin: (payload: { waiting: WaitingEntry[] }) => void;
  /** To admins: these people no longer wait (let in, turned away, or their last tab closed). */
  waitingLeft: (payload: { ids: string[] }) => void;
  /**
   * To the room: someone entered (or entered again, maybe with another role). Added to the
   * list, or replacing the entry with the same id; a newcomer gets the list in its snapshot.
   */
  joined: (payload: { participant: RoomParticipant }) => void;
  /** To the room: a participant's last connection closed or left the room ('{name} has left'). */
  left: (payload: { id: string; name: string }) => void;
  /**
   * To the room and those waiting: the retro is no longer live (cancelled, completed, deleted).
   * When its admin ended it, `resultAt` is when the mood vote is counted.
   */
  close: (payload: { status: z.infer<typeof ZRoomRetro>['status']; resultAt?: string }) => void;
  /**
   * To the room: the Sprint panel's sprint or its items changed, or the facilitator showed or hid
   * it (at most one a second per retro); clients send `sprint_panel` again.
   */
  'sprintPanel:changed': () => void;
}

/** One collator for every comparison: a room of 1,000 sorts its list for each newcomer. */
const byName = new Intl.Collator().compare;

/** The order of the participants list: admins first, then by name. */
export function byRoleThenName(a: RoomParticipant, b: RoomParticipant): number {
  if (a.role !== b.role) {
    return a.role === 'RETRO_ADMIN' ? -1 : 1;
  }
  return byName(a.name, b.name);
}

/** Handshake `auth` of a socket: guests prove who they are with the token the join page got. */
export const ZSocketAuth = z.object({ guestToken: z.string().min(16).max(200).optional() });
export type SocketAuth = z.infer<typeof ZSocketAuth>;

/** POST /api/retros/meeting/{meetingId}/guest: a guest's name, answered with their token. */
export const ZGuestJoin = z.object({ name: ZJoinRetro.shape.name });
export type GuestJoin = z.infer<typeof ZGuestJoin>;
export const ZGuestPass = z.object({ token: z.string(), room: z.string(), name: z.string() });
export type GuestPass = z.infer<typeof ZGuestPass>;
