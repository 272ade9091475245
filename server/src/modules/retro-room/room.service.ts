import { createHash, randomBytes } from 'node:crypto';
import { decodeMeetingId, encodeMeetingId, parseMeetingId, personName } from '@squadboard/domain';
import { planLimitsFor } from '@squadboard/domain/billing/billing.rules';
import type { RoomParticipant, RoomRetro } from '@squadboard/domain/realtime/retro-room.events';
import { knockRecipients } from '@squadboard/domain/retro/admission.rules';
import { MEETING_ID_PATTERN, retroRoleFor } from '@squadboard/domain/retro/retro.rules';
import type { RetroRole } from '@squadboard/domain/retro/retro.schema';
import type { RetroParticipantRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { avatarUrlFor } from '../auth/auth.presenter.ts';
import type { RoomRepository, RoomRetroRow, RoomUserRow } from './room.repository.ts';

// Admission to a retro room (spec 002 §4 "Join flow"): who may enter, who waits, and the admin's
// decisions. The decision is stored before anyone is told, so a reconnect or another server
// node sees the same answer.

export type RoomIdentity =
  | { kind: 'user'; userId: string }
  | { kind: 'guest'; participantId: string; retroId: string };

export type RoomMode = 'live' | 'read-only' | 'not-started';

/** A retro as a notice about it needs it. */
export interface NoticeRetro {
  id: string;
  customerId: string;
  title: string;
  meetingId: string;
}

export type EnterResult =
  | {
      state: 'admitted';
      mode: RoomMode;
      retro: RoomRetro;
      me: RoomParticipant;
      mayReclaim?: boolean;
      facilitating?: boolean;
    }
  | { state: 'waiting'; retro: RoomRetro; me: RoomParticipant; returning: boolean };

export interface Decision {
  admitted: RetroParticipantRow[];
  denied: RetroParticipantRow[];
}

export type RoomService = ReturnType<typeof createRoomService>;

const guestLimit = () => appError('GUEST_LIMIT');

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Guests a plan allows per retro; null means no limit. */
function guestsAllowed(plan: RoomRetroRow['plan']): number | null {
  return planLimitsFor(plan, 0).guestsPerRetro;
}

export function presentRoomRetro(row: RoomRetroRow): RoomRetro {
  const { retro } = row;
  return {
    id: retro.id,
    meetingId: retro.meetingId,
    room: encodeMeetingId(retro.meetingId),
    title: retro.title,
    squadName: row.squadName,
    squadId: retro.squadId,
    status: retro.status,
    scheduledAt: retro.scheduledAt.toISOString(),
    startedAt: retro.startedAt?.toISOString() ?? null,
    endedAt: retro.endedAt?.toISOString() ?? null,
    mood: retro.mood,
    columns: retro.columns,
  };
}

export function createRoomService(deps: { repo: RoomRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** A meeting people may still reach: unknown, deleted and cancelled ones do not exist for them. */
  async function reachableRetro(meetingId: string | null): Promise<RoomRetroRow> {
    if (!meetingId || !MEETING_ID_PATTERN.test(meetingId)) {
      throw appError('INVALID_MEETING');
    }
    const row = await repo.retroByMeetingId(meetingId);
    if (!row || row.retro.status === 'DELETED' || row.retro.status === 'CANCELLED') {
      throw appError('INVALID_MEETING');
    }
    return row;
  }

  async function activeUser(userId: string): Promise<RoomUserRow> {
    const user = await repo.user(userId);
    if (user?.status !== 'ACTIVE') {
      throw appError('FORBIDDEN');
    }
    return user;
  }

  function roleOf(user: RoomUserRow, row: RoomRetroRow): RetroRole {
    const { retro } = row;
    // A facilitator is the room's admin only while the retro is live.
    const facilitatorId = retro.status === 'INPROGRESS' ? retro.facilitatorId : null;
    return retroRoleFor(user, { customerId: retro.customerId, squadLeadId: row.squadLeadId, facilitatorId });
  }

  /** Lets a participant in (again): attendance keeps the first and the latest entry. */
  async function markJoined(participant: RetroParticipantRow): Promise<RetroParticipantRow> {
    const at = now();
    return repo.update(participant.id, {
      status: 'ADMITTED',
      firstAdmittedAt: participant.firstAdmittedAt ?? at,
      lastJoinedAt: at,
    });
  }

  return {
    /** A guest's pass to one retro in progress (POST /api/retros/meeting/{id}/guest). */
    async guestPass(typed: string, name: string) {
      // Written as people write it ("100-000-0007"), as the meeting lookup reads it.
      const row = await reachableRetro(parseMeetingId(typed));
      if (row.retro.status === 'SCHEDULED') {
        throw appError('NOT_STARTED');
      }
      if (row.retro.status !== 'INPROGRESS') {
        throw appError('RETRO_ENDED');
      }
      const limit = guestsAllowed(row.plan);
      if (limit !== null && (await repo.admittedGuests(row.retro.id)) >= limit) {
        throw guestLimit();
      }
      const token = randomBytes(32).toString('base64url');
      await repo.insertGuest(row.retro.id, name, hashGuestToken(token));
      return { token, room: encodeMeetingId(row.retro.meetingId), name };
    },

    /** The guest a handshake token belongs to, or null. */
    async guestOf(token: string): Promise<RoomIdentity | null> {
      const guest = await repo.guestByTokenHash(hashGuestToken(token));
      return guest ? { kind: 'guest', participantId: guest.id, retroId: guest.retroId } : null;
    },

    /** Someone opens /retro-session/{room}: in, waiting, or refused with the spec's message. */
    async enter(identity: RoomIdentity, room: string): Promise<EnterResult> {
      const row = await reachableRetro(decodeMeetingId(room));
      const retro = presentRoomRetro(row);
      const { status } = row.retro;

      let user: RoomUserRow | null = null;
      let participant: RetroParticipantRow | undefined;
      if (identity.kind === 'user') {
        user = await activeUser(identity.userId);
      } else {
        participant = await repo.participant(identity.participantId);
        if (!participant || participant.retroId !== row.retro.id) {
          throw appError('OTHER_RETRO');
        }
      }
      const role: RetroRole = user ? roleOf(user, row) : 'RETRO_USER';
      const me = (p: { id: string; name: string }): RoomParticipant => ({
        id: p.id,
        name: p.name,
        role,
        guest: user === null,
        avatarUrl: user ? avatarUrlFor(user.id, user.avatarKey) : null,
      });

      if (status === 'COMPLETED' || status === 'ARCHIVED') {
        // The board stays readable for the organisation and for whoever took part.
        const known = user ? await repo.userParticipant(row.retro.id, user.id) : participant;
        const insider = user?.customerId === row.retro.customerId || known?.status === 'ADMITTED';
        if (!insider) {
          throw appError('RETRO_ENDED');
        }
        const name = user ? personName(user) : (participant?.name ?? '');
        return {
          state: 'admitted',
          mode: 'read-only',
          retro,
          me: me({ id: known?.id ?? user?.id ?? '', name }),
        };
      }
      if (status === 'SCHEDULED') {
        if (role !== 'RETRO_ADMIN' || !user) {
          throw appError('NOT_STARTED');
        }
        return {
          state: 'admitted',
          mode: 'not-started',
          retro,
          me: me({ id: user.id, name: personName(user) }),
        };
      }
      if (status !== 'INPROGRESS') {
        throw appError('INVALID_MEETING');
      }

      if (user) {
        participant = await repo.upsertUser(row.retro.id, user.id, personName(user), 'WAITING');
      }
      if (!participant) {
        throw appError('INVALID_MEETING');
      }
      if (role === 'RETRO_ADMIN' || participant.status === 'ADMITTED') {
        // Spec: a retro admin joins directly; someone let in before rejoins without waiting.
        const joined = await markJoined(participant);
        // Who handed the room to a facilitator may take it back.
        const byRight =
          user !== null &&
          retroRoleFor(user, { customerId: row.retro.customerId, squadLeadId: row.squadLeadId }) ===
            'RETRO_ADMIN';
        return {
          state: 'admitted',
          mode: 'live',
          retro,
          me: me(joined),
          mayReclaim: byRight && role !== 'RETRO_ADMIN',
          facilitating: !byRight && role === 'RETRO_ADMIN',
        };
      }
      const waiting = await repo.update(participant.id, { status: 'WAITING' });
      return { state: 'waiting', retro, me: me(waiting), returning: waiting.declinedAt !== null };
    },

    /** What a notice about the retro names and links, or null when it is gone. */
    async noticeRetro(retroId: string): Promise<NoticeRetro | null> {
      const row = await repo.retroById(retroId);
      if (!row) {
        return null;
      }
      const { id, customerId, title, meetingId } = row.retro;
      return { id, customerId, title, meetingId };
    },

    /**
     * Who hears that somebody knocks (admission.rules.ts): the retro's lead and facilitator, and
     * the Super Admins in the room now (`presentIds`, its participants) or, when nobody else runs
     * it, all of them.
     */
    async knockAudience(
      retroId: string,
      presentIds: readonly string[],
    ): Promise<{ retro: NoticeRetro; recipients: string[] } | null> {
      const row = await repo.retroById(retroId);
      if (!row) {
        return null;
      }
      const { retro } = row;
      const [superAdminIds, presentUserIds] = await Promise.all([
        repo.superAdminIds(retro.customerId),
        repo.userIdsOf(retroId, presentIds),
      ]);
      const recipients = knockRecipients({
        leadId: row.squadLeadId,
        facilitatorId: retro.status === 'INPROGRESS' ? retro.facilitatorId : null,
        superAdminIds,
        presentUserIds,
      });
      const { id, customerId, title, meetingId } = retro;
      return { retro: { id, customerId, title, meetingId }, recipients };
    },

    /**
     * The admin lets people in or turns them away; only those still waiting change. Whether the
     * sender is the admin is read now, not taken from their seat; `seen` hears the role found.
     */
    async decide(
      identity: RoomIdentity,
      retroId: string,
      decision: 'admit' | 'deny',
      ids: readonly string[],
      seen?: (role: RetroRole) => void,
    ): Promise<Decision> {
      if (identity.kind !== 'user') {
        throw appError('FORBIDDEN');
      }
      return repo.transaction(async (tx) => {
        const row = await tx.lockRetro(retroId);
        if (!row) {
          throw appError('FORBIDDEN');
        }
        const user = await tx.user(identity.userId);
        const role = user?.status === 'ACTIVE' ? roleOf(user, row) : 'RETRO_USER';
        seen?.(role);
        if (role !== 'RETRO_ADMIN') {
          throw appError('FORBIDDEN');
        }
        if (row.retro.status !== 'INPROGRESS') {
          throw appError('RETRO_STATE');
        }
        if (decision === 'deny') {
          return { admitted: [], denied: await tx.decide(retroId, ids, 'DECLINED') };
        }
        const waiting = await tx.waitingAmong(retroId, ids);
        const limit = guestsAllowed(row.plan);
        const guests = waiting.filter((p) => p.userId === null).length;
        if (limit !== null && guests > 0 && (await tx.admittedGuests(retroId)) + guests > limit) {
          throw guestLimit();
        }
        return {
          admitted: await tx.decide(
            retroId,
            waiting.map((p) => p.id),
            'ADMITTED',
          ),
          denied: [],
        };
      });
    },
  };
}
