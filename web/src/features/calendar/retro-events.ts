import type { EventInput } from '@fullcalendar/react';
import type { Retro, RetroStatus } from '@squadboard/domain/retro/retro.schema';
import { roomPath } from '../../entities/retro/room-path.ts';

// How a retro shows on the calendar: its colour says its status, its link opens its room.

export type CalendarView = 'day' | 'week' | 'month';

export const FC_VIEWS: Record<CalendarView, string> = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
};

/** Mantine palette names; events take the theme's filled shade, cancelled ones greyed. */
export const STATUS_COLOURS: Record<RetroStatus, string> = {
  SCHEDULED: 'blue',
  INPROGRESS: 'teal',
  COMPLETED: 'violet',
  ARCHIVED: 'violet',
  DELETED: 'gray',
  CANCELLED: 'gray',
};

/** The legend lists each colour once. */
export const LEGEND_STATUSES: RetroStatus[] = ['SCHEDULED', 'INPROGRESS', 'COMPLETED', 'CANCELLED'];

export function toCalendarEvent(retro: Retro, colourOf: (status: RetroStatus) => string): EventInput {
  return {
    id: retro.id,
    title: retro.title,
    start: retro.scheduledAt,
    // Rendered as links: keyboard users reach them and the click handler keeps navigation in-app.
    url: roomPath(retro.room),
    color: colourOf(retro.status),
    classNames: retro.status === 'CANCELLED' ? ['sb-retro-cancelled'] : [],
    extendedProps: { status: retro.status, squadName: retro.squadName },
  };
}

function isoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * The API range for what the calendar shows: FullCalendar's end is exclusive, the API's `to`
 * inclusive; a day more on each side covers retros that another time zone puts on the edge.
 */
export function apiRangeFor(start: Date, end: Date): { from: string; to: string } {
  const from = new Date(start);
  from.setDate(from.getDate() - 1);
  return { from: isoDay(from), to: isoDay(end) };
}
