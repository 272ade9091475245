import type { Caller } from './caller.ts';

// Sprints are planned in calendar days, not instants: a sprint that ends on 31/01/2028 ends on
// that day wherever its users are. These helpers work on 'YYYY-MM-DD' strings and do their
// arithmetic in UTC, so no local time zone or daylight-saving change can shift a date.

/** A calendar date written 'YYYY-MM-DD'. */
export type CalendarDate = string;

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function parts(date: CalendarDate): [number, number, number] {
  const match = PATTERN.exec(date);
  if (!match) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True for a real date such as '2028-02-29'; false for '2027-02-29' or '2028-13-01'. */
export function isCalendarDate(value: string): boolean {
  const match = PATTERN.exec(value);
  if (!match) {
    return false;
  }
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

function toUtcMs(date: CalendarDate): number {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
}

function fromUtcMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Dates in 'YYYY-MM-DD' order the same way as strings; this says so explicitly. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Spec 000 §9: dates shown as dd/MM/y (e.g. 05/03/2028). */
export function formatDisplayDate(date: CalendarDate): string {
  const [y, m, d] = parts(date);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

/** 'GMT+5:30', 'UTC-03:00', 'GMT+13', 'GMT' … as minutes east of UTC, or null. */
function offsetMinutesOf(zone: string): number | null {
  const match = /^(?:GMT|UTC)(?:\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?)?$/i.exec(zone.trim());
  if (!match) {
    return null;
  }
  if (!match[1]) {
    return 0;
  }
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Today's calendar date for someone in `timeZone` (an IANA name like 'Europe/London' or an
 * offset label like 'GMT+5:30'); UTC when the zone is missing or unknown.
 */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): CalendarDate {
  if (timeZone) {
    const offset = offsetMinutesOf(timeZone);
    if (offset !== null) {
      return fromUtcMs(now.getTime() + offset * 60_000);
    }
    try {
      // en-CA writes dates as YYYY-MM-DD.
      return new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(now);
    } catch {
      // An unknown zone name falls through to UTC.
    }
  }
  return fromUtcMs(now.getTime());
}

/** Minutes east of UTC that `timeZone` (an IANA name) is at the instant `ms`. */
function zoneOffsetMinutes(timeZone: string, ms: number): number {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(fields.find((f) => f.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/**
 * The instant at which clocks in `timeZone` (as todayIn takes it) show `time` ('HH:MM') on
 * `date`; UTC when the zone is missing or unknown. The offset is read twice, the second time at
 * the first guess, so a date on the other side of a daylight-saving change gets its own offset.
 */
export function instantIn(timeZone: string | null | undefined, date: CalendarDate, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const wall = toUtcMs(date) + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
  if (timeZone) {
    const fixed = offsetMinutesOf(timeZone);
    if (fixed !== null) {
      return new Date(wall - fixed * 60_000);
    }
    try {
      const guess = wall - zoneOffsetMinutes(timeZone, wall) * 60_000;
      return new Date(wall - zoneOffsetMinutes(timeZone, guess) * 60_000);
    } catch {
      // An unknown zone name falls through to UTC, as in todayIn.
    }
  }
  return new Date(wall);
}

/** Today's calendar date for the caller, in their profile's time zone (Caller.timeZone). */
export function todayFor(caller: Pick<Caller, 'timeZone'>, now: Date = new Date()): CalendarDate {
  return todayIn(caller.timeZone, now);
}
