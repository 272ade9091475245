import type { Caller } from '@squadboard/domain';
import { encodeMeetingId } from '@squadboard/domain';
import { retroAbilities, retroRoleFor } from '@squadboard/domain/retro/retro.rules';
import type { MeetingInfo, Retro, RetroRole } from '@squadboard/domain/retro/retro.schema';
import type { RetroRow } from '../../db/schema/index.ts';
import type { RetroWithSquad } from './retros.repository.ts';

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
    sprintId: retro.sprintId,
    // The left join's sprint, unless the sprint went since (the link is then null too).
    sprint: row.sprint
      ? {
          id: row.sprint.id,
          name: row.sprint.name,
          startDate: row.sprint.startDate,
          endDate: row.sprint.endDate,
        }
      : null,
    sprintScheduled: retro.sprintScheduled,
    // The board's columns once it has them: renamed, added or removed during the retro.
    columns: row.columnNames ?? retro.columns,
    startType: retro.startType,
    scheduledAt: retro.scheduledAt.toISOString(),
    startedAt: retro.startedAt?.toISOString() ?? null,
    endedAt: retro.endedAt?.toISOString() ?? null,
    status: retro.status,
    mood: retro.mood,
    cardCount: row.cardCount ?? 0,
    attendeeCount: row.attendeeCount ?? 0,
    myRole: retroRoleFor(caller, { customerId: retro.customerId, squadLeadId: row.squadLeadId }),
    createdAt: retro.createdAt.toISOString(),
    can: retroAbilities(caller, {
      customerId: retro.customerId,
      squadLeadId: row.squadLeadId,
      status: retro.status,
    }),
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
