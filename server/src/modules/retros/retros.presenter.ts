import { encodeMeetingId } from '@squadboard/domain';
import { retroRoleFor } from '@squadboard/domain/retro/retro.rules';
import type { MeetingInfo, Retro, RetroRole } from '@squadboard/domain/retro/retro.schema';
import type { RetroRow } from '../../db/schema/index.ts';
import type { Caller, RetroWithSquad } from './retros.repository.ts';

/** The retro as the API shows it to `caller`: myRole is computed per caller. */
export function presentRetro(row: RetroWithSquad, caller: Caller): Retro {
  const { retro } = row;
  return {
    id: retro.id,
    meetingId: retro.meetingId,
    room: encodeMeetingId(retro.meetingId),
    title: retro.title,
    squadId: retro.squadId,
    squadName: row.squadName,
    columns: retro.columns,
    startType: retro.startType,
    scheduledAt: retro.scheduledAt.toISOString(),
    startedAt: retro.startedAt?.toISOString() ?? null,
    endedAt: retro.endedAt?.toISOString() ?? null,
    status: retro.status,
    mood: retro.mood,
    // The board (cards) is a later issue: until it exists every retro has none.
    cardCount: 0,
    myRole: retroRoleFor(
      { role: caller.role, userId: caller.id, customerId: caller.customerId },
      { customerId: retro.customerId, squadLeadId: row.squadLeadId },
    ),
    createdAt: retro.createdAt.toISOString(),
  };
}

export function presentMeeting(retro: RetroRow, myRole: RetroRole | null): MeetingInfo {
  return {
    meetingId: retro.meetingId,
    room: encodeMeetingId(retro.meetingId),
    title: retro.title,
    status: retro.status,
    started: retro.status === 'INPROGRESS',
    myRole,
  };
}
