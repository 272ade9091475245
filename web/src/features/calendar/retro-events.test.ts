import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { describe, expect, it } from 'vitest';
import { roomPath } from '../../entities/retro/room-path.ts';
import { apiRangeFor, toCalendarEvent } from './retro-events.ts';

const retro: Retro = {
  id: 'r1',
  meetingId: '1234567890',
  room: 'MTI-zND-U2N-zg5-MA=-=',
  title: 'Sprint 12 retro',
  squadId: 's1',
  squadName: 'Alpha',
  sprintId: null,
  sprint: null,
  sprintScheduled: false,
  columns: ['Went well'],
  startType: 'schedule',
  scheduledAt: '2026-11-25T10:00:00.000Z',
  startedAt: null,
  endedAt: null,
  status: 'CANCELLED',
  mood: null,
  cardCount: 0,
  attendeeCount: 0,
  myRole: 'RETRO_ADMIN',
  createdAt: '2026-11-20T10:00:00.000Z',
  can: { start: false, cancel: false, archive: false, delete: true },
};

describe('calendar events', () => {
  it('asks for the visible days plus one on each side, with an inclusive end', () => {
    // A month grid: Monday 26 Oct to Monday 7 Dec (exclusive).
    expect(apiRangeFor(new Date(2026, 9, 26), new Date(2026, 11, 7))).toEqual({
      from: '2026-10-25',
      to: '2026-12-07',
    });
  });

  it('links a retro to its room and greys a cancelled one', () => {
    const event = toCalendarEvent(retro, (status) => (status === 'CANCELLED' ? 'grey' : 'blue'));
    expect(event).toMatchObject({
      title: 'Sprint 12 retro',
      start: retro.scheduledAt,
      url: roomPath(retro.room),
      color: 'grey',
      classNames: ['sb-retro-cancelled'],
    });
    expect(roomPath(retro.room)).toBe('/retro-session/MTI-zND-U2N-zg5-MA=-=');
  });
});
