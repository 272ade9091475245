import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, retros, users } from '../../db/schema/index.ts';
import {
  createOrg,
  createSquad,
  type OrgUser,
  type TestOrg,
  type TestSquad,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createRetro, inDays } from '../../test-support/retro-factories.ts';
import { createSquadSprint } from '../../test-support/sprint-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { sha256 } from '../auth/secrets.ts';

// /api/calendar against the real app and database, each feed parsed back with ical.js (Mozilla's
// parser, not the library that wrote it): who gets which events, dates and zones, cancellations,
// updates, revoked and inactive addresses, and the invitation mail's .ics.

let t: TestApp;
let org: TestOrg;
let squad: TestSquad;
let otherSquad: TestSquad;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
  squad = await createSquad(t, org);
  // A squad of the same organisation that the member is not in.
  otherSquad = await createSquad(t, { ...org, lead: org.otherLead, member: org.otherMember });
});
afterAll(async () => {
  await t.close();
});

interface ParsedEvent {
  uid: string;
  summary: string;
  start: ICAL.Time;
  end: ICAL.Time;
  status: string | null;
  sequence: number;
  url: string | null;
  organizer: string | null;
}

function calendarOf(text: string): ICAL.Component {
  return new ICAL.Component(ICAL.parse(text));
}

function eventsOf(text: string): ParsedEvent[] {
  return calendarOf(text)
    .getAllSubcomponents('vevent')
    .map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate,
        end: event.endDate,
        status: (component.getFirstPropertyValue('status') as string | null) ?? null,
        sequence: event.sequence,
        url: (component.getFirstPropertyValue('url') as string | null) ?? null,
        organizer: event.organizer ?? null,
      };
    });
}

async function makeFeed(user: OrgUser): Promise<string> {
  const response = await api(t.app, user, 'POST', '/api/calendar/feed');
  expect(response.statusCode).toBe(201);
  return response.json().url;
}

/** What a calendar app does: a GET of the address, no cookie, no app header. */
function readFeed(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

async function feedEvents(url: string): Promise<ParsedEvent[]> {
  const response = await readFeed(url);
  expect(response.statusCode).toBe(200);
  return eventsOf(response.body);
}

/** `day` at `time` on Berlin's wall clock, as an ISO instant with Berlin's offset that day. */
function berlinTime(day: string, time: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${day}T${time}:00${zone?.replace('GMT', '') ?? '+01:00'}`;
}

function berlinWallClock(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

describe('the calendar address', () => {
  it('is made once (shown only in that answer, stored as SHA-256), listed by date, and replaced by a new one', async () => {
    const before = await api(t.app, org.otherMember, 'GET', '/api/calendar/feed');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ feed: null });

    const url = await makeFeed(org.otherMember);
    const token = url.match(/^http:\/\/localhost:3000\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/)?.[1];
    expect(token).toBeDefined();
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, org.otherMember.id));
    expect(row?.tokenHash).toBe(sha256(token ?? ''));

    const status = await api(t.app, org.otherMember, 'GET', '/api/calendar/feed');
    expect(status.json()).toEqual({ feed: { createdAt: expect.any(String), lastReadAt: null } });
    expect(status.body).not.toContain(token);

    expect((await readFeed(url)).statusCode).toBe(200);
    const read = await api(t.app, org.otherMember, 'GET', '/api/calendar/feed');
    expect(read.json().feed.lastReadAt).toEqual(expect.any(String));

    const renewed = await makeFeed(org.otherMember);
    expect(renewed).not.toBe(url);
    expect((await readFeed(url)).statusCode).toBe(404);
    expect((await readFeed(renewed)).statusCode).toBe(200);
  });

  it('is revoked: its feed answers 404 from then on', async () => {
    const url = await makeFeed(org.lead);
    expect((await readFeed(url)).statusCode).toBe(200);
    const revoked = await api(t.app, org.lead, 'DELETE', '/api/calendar/feed');
    expect(revoked.statusCode).toBe(204);
    expect((await readFeed(url)).statusCode).toBe(404);
    expect((await api(t.app, org.lead, 'GET', '/api/calendar/feed')).json()).toEqual({ feed: null });
  });

  it('needs a session to be read, made or revoked', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await api(t.app, null, method, '/api/calendar/feed')).statusCode).toBe(401);
    }
  });

  it('answers unknown and malformed feed names with the same 404', async () => {
    const unknown = `${'A'.repeat(43)}.ics`;
    for (const file of [unknown, 'nonsense', `${'A'.repeat(43)}.json`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/calendar/${file}` });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('the feed', () => {
  it('is text/calendar, read without a cookie, with the squad’s retros as UTC instants and its sprint days as all-day events', async () => {
    const day = inDays(30);
    const scheduledAt = berlinTime(day, '09:30');
    const retro = await createRetro(t, org.lead, squad.id, {
      title: 'Berlin retro',
      startType: 'schedule',
      scheduledAt,
    });
    const sprint = await createSquadSprint(t, org.lead, squad.id, 'Sprint Feed', { daysInSprint: 5 });
    const url = await makeFeed(org.member);

    const response = await readFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    const events = eventsOf(response.body);

    const event = events.find((e) => e.uid === `retro-${retro.id}@squadboard.calendar`);
    expect(event?.summary).toBe(`Berlin retro (${squad.name})`);
    expect(event?.start.zone?.tzid).toBe('UTC');
    const start = event?.start.toJSDate() ?? new Date(0);
    expect(start.toISOString()).toBe(new Date(scheduledAt).toISOString());
    expect(berlinWallClock(start)).toBe('09:30');
    expect((event?.end.toJSDate().getTime() ?? 0) - start.getTime()).toBe(60 * 60_000);
    expect(event?.status).toBe('CONFIRMED');
    expect(event?.url).toBe(`http://localhost:3000/retro-session/${retro.room}`);

    const starts = events.find((e) => e.uid === `sprint-${sprint.id}-start@squadboard.calendar`);
    const ends = events.find((e) => e.uid === `sprint-${sprint.id}-end@squadboard.calendar`);
    expect(starts?.start.isDate).toBe(true);
    expect(starts?.start.toString()).toBe(sprint.startDate);
    // DTEND of an all-day event is exclusive: the day after.
    const dayAfter = (date: string) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(starts?.end.toString()).toBe(dayAfter(sprint.startDate));
    expect(ends?.start.toString()).toBe(sprint.endDate);
    expect(ends?.end.toString()).toBe(dayAfter(sprint.endDate));
    expect(starts?.summary).toBe(`Sprint Feed starts (${squad.name})`);
  });

  it('keeps a retro’s UID when it changes, raises SEQUENCE, and marks a cancelled retro CANCELLED', async () => {
    const retro = await createRetro(t, org.lead, squad.id, {
      title: 'To be cancelled',
      startType: 'schedule',
      scheduledAt: `${inDays(10)}T10:00:00Z`,
    });
    const url = await makeFeed(org.member);
    const uid = `retro-${retro.id}@squadboard.calendar`;

    // As if the retro had been planned an hour ago: SEQUENCE counts seconds of updated_at.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await t.db.update(retros).set({ updatedAt: anHourAgo }).where(eq(retros.id, retro.id));
    const before = (await feedEvents(url)).find((e) => e.uid === uid);
    expect(before?.status).toBe('CONFIRMED');
    const cancelled = await api(t.app, org.lead, 'POST', `/api/retros/${retro.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);

    const after = (await feedEvents(url)).filter((e) => e.uid === uid);
    expect(after).toHaveLength(1);
    expect(after[0]?.status).toBe('CANCELLED');
    expect(after[0]?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
  });

  it('holds only the person’s own squads: not another squad’s, not another organisation’s', async () => {
    const theirs = await createRetro(t, org.otherLead, otherSquad.id, { title: 'Not for the member' });
    const other = await createOrg(t);
    const foreignSquad = await createSquad(t, other);
    const foreign = await createRetro(t, other.lead, foreignSquad.id, { title: 'Another organisation' });
    const mine = await createRetro(t, org.lead, squad.id, { title: 'For the member' });

    const uids = (await feedEvents(await makeFeed(org.member))).map((e) => e.uid);
    expect(uids).toContain(`retro-${mine.id}@squadboard.calendar`);
    expect(uids).not.toContain(`retro-${theirs.id}@squadboard.calendar`);
    expect(uids).not.toContain(`retro-${foreign.id}@squadboard.calendar`);

    // A Super Admin sees every squad in the app, but their calendar holds only the squads they are in.
    const adminUids = (await feedEvents(await makeFeed(org.admin))).map((e) => e.uid);
    expect(adminUids).not.toContain(`retro-${mine.id}@squadboard.calendar`);
    expect(adminUids).not.toContain(`retro-${theirs.id}@squadboard.calendar`);
  });

  it('answers nothing once its owner is made inactive', async () => {
    const other = await createOrg(t);
    const otherSquadOfTheirs = await createSquad(t, other);
    await createRetro(t, other.lead, otherSquadOfTheirs.id);
    const url = await makeFeed(other.member);
    expect((await readFeed(url)).statusCode).toBe(200);

    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, other.member.id));
    const response = await readFeed(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('BEGIN:VCALENDAR');
  });
});

describe('the retro invitation mail', () => {
  it('carries an .ics (METHOD:REQUEST) with the feed’s UID and instant', async () => {
    const scheduledAt = `${inDays(12)}T08:15:00Z`;
    const retro = await createRetro(t, org.lead, squad.id, {
      title: 'Invited',
      startType: 'schedule',
      scheduledAt,
    });
    const mail = t.mailer.lastMailTo(org.member.email);
    expect(mail?.subject).toBe('Retro invitation: Invited');
    const content = mail?.calendar?.content ?? '';
    expect(mail?.calendar?.method).toBe('REQUEST');
    expect(calendarOf(content).getFirstPropertyValue('method')).toBe('REQUEST');

    const [invited] = eventsOf(content);
    const uid = `retro-${retro.id}@squadboard.calendar`;
    expect(invited?.uid).toBe(uid);
    // A REQUEST names its organizer (RFC 5546): the product's sender.
    expect(invited?.organizer).toBe(`mailto:${t.config.mailFrom.match(/<([^>]+)>/)?.[1]}`);
    expect(invited?.start.toJSDate().toISOString()).toBe(new Date(scheduledAt).toISOString());

    const inFeed = (await feedEvents(await makeFeed(org.member))).find((e) => e.uid === uid);
    expect(inFeed?.start.toJSDate().toISOString()).toBe(invited?.start.toJSDate().toISOString());
  });
});
