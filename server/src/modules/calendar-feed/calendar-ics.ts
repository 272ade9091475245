import { MSG } from '@squadboard/domain';
import type { RetroStatus } from '@squadboard/domain/retro/retro.schema';
import ical, { ICalCalendarMethod, type ICalEventData, ICalEventStatus } from 'ical-generator';

// The one iCalendar (RFC 5545) writer: the private feed (calendar-feed.service.ts) and the .ics
// of retro invitation mails (mail-templates.ts) describe a retro with the same event, so a
// calendar that has both sees one event, and each later read of the feed updates it.

/**
 * UIDs name the entity and a fixed domain, never the host the app runs on: the same retro keeps
 * its UID across reads, renames and a change of PUBLIC_URL, which is what lets calendar apps
 * treat a changed event as an update rather than a new one.
 */
const UID_DOMAIN = 'squadboard.calendar';
/** A retro has no length of its own; a calendar needs one until the retro ends. */
const RETRO_MINUTES = 60;
/** SEQUENCE counts seconds from here, so it grows with every update and fits 32 bits for decades. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);
/** How often a subscribed calendar is asked to read again (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;
const PROD_ID = { company: 'Squadboard', product: 'Squadboard', language: 'EN' };

export interface RetroEvent {
  id: string;
  title: string;
  squadName: string;
  status: RetroStatus;
  scheduledAt: Date;
  endedAt: Date | null;
  updatedAt: Date;
  /** PUBLIC_URL + /retro-session/<room>. */
  link: string;
}

export interface SprintEvent {
  id: string;
  name: string;
  squadName: string | null;
  /** Calendar days, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  updatedAt: Date;
}

export function retroUid(retroId: string): string {
  return `retro-${retroId}@${UID_DOMAIN}`;
}

/** Later updates of a row give a higher SEQUENCE; its stamps are the row's own updated_at. */
function versionOf(updatedAt: Date): Pick<ICalEventData, 'sequence' | 'stamp' | 'lastModified'> {
  return {
    sequence: Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
    stamp: updatedAt,
    lastModified: updatedAt,
  };
}

function retroEvent(retro: RetroEvent): ICalEventData {
  const planned = new Date(retro.scheduledAt.getTime() + RETRO_MINUTES * 60_000);
  // Once ended, the event shows when it really ended (a retro may overrun or finish early).
  const end = retro.endedAt && retro.endedAt > retro.scheduledAt ? retro.endedAt : planned;
  return {
    id: retroUid(retro.id),
    ...versionOf(retro.updatedAt),
    // Instants in UTC (…Z): every calendar app shows them in its own zone, no VTIMEZONE needed.
    start: retro.scheduledAt,
    end,
    summary: MSG.calendarFeed.retroSummary(retro.title, retro.squadName),
    description: MSG.calendarFeed.retroDescription(retro.squadName, retro.link),
    location: retro.link,
    url: retro.link,
    status: retro.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/** The day after `day` ('YYYY-MM-DD'): an all-day event's DTEND is exclusive (RFC 5545 3.6.1). */
function dayAfter(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** A sprint's first and last day, each an all-day event of its own (a bar across the whole sprint would hide the days). */
function sprintEvents(sprint: SprintEvent): ICalEventData[] {
  const day = (date: string, edge: 'start' | 'end', summary: string): ICalEventData => ({
    id: `sprint-${sprint.id}-${edge}@${UID_DOMAIN}`,
    ...versionOf(sprint.updatedAt),
    // Calendar days stay calendar days: DATE values, built from UTC midnight so no zone shifts them.
    start: new Date(`${date}T00:00:00Z`),
    end: dayAfter(date),
    allDay: true,
    summary,
  });
  return [
    day(sprint.startDate, 'start', MSG.calendarFeed.sprintStarts(sprint.name, sprint.squadName)),
    day(sprint.endDate, 'end', MSG.calendarFeed.sprintEnds(sprint.name, sprint.squadName)),
  ];
}

/** The subscribed feed: no METHOD, as RFC 5545 publishes a calendar that is read, not answered. */
export function feedCalendar(events: { retros: RetroEvent[]; sprints: SprintEvent[] }): string {
  return ical({
    prodId: PROD_ID,
    name: MSG.calendarFeed.calendarName,
    description: MSG.calendarFeed.calendarDescription,
    ttl: REFRESH_SECONDS,
    events: [...events.retros.map(retroEvent), ...events.sprints.flatMap(sprintEvents)],
  }).toString();
}

/** The invitation mail's .ics: the feed's event for the retro, as a METHOD:REQUEST to `attendee`. */
export function retroInvitationCalendar(retro: RetroEvent, attendee: string, organizer: string): string {
  return ical({
    prodId: PROD_ID,
    method: ICalCalendarMethod.REQUEST,
    // RFC 5546: a REQUEST names its organizer; the product's sender, since replies go nowhere.
    events: [{ ...retroEvent(retro), organizer, attendees: [{ email: attendee, rsvp: false }] }],
  }).toString();
}
