import { MSG } from '@squadboard/domain';
import { ZMeetingInfo, ZRetroPage } from '@squadboard/domain/retro/retro.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retros } from '../../db/schema/index.ts';
import { countRows, createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createRetro, inHours } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let a: RetroOrg;
let b: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  a = await createRetroOrg(t);
  b = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

const scheduled = (hours: number, title = 'Planned') => ({
  startType: 'schedule',
  scheduledAt: inHours(hours),
  title,
});

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await t.db.select({ status: retros.status }).from(retros).where(eq(retros.id, id));
  return row?.status;
}

async function complete(id: string, endedAt: Date): Promise<void> {
  await t.db.update(retros).set({ status: 'COMPLETED', endedAt }).where(eq(retros.id, id));
}

async function list(user: OrgUser, query = '') {
  const response = await api(t.app, user, 'GET', `/api/retros${query}`);
  expect(response.statusCode).toBe(200);
  return ZRetroPage.parse(response.json());
}

describe('GET /api/retros', () => {
  it("lists the caller's squads' active retros by planned time, with a per-caller role", async () => {
    const org = await createRetroOrg(t);
    const later = await createRetro(t, org.lead, org.squad.id, scheduled(72, 'Later'));
    const sooner = await createRetro(t, org.lead, org.squad.id, scheduled(24, 'Sooner'));
    const now = await createRetro(t, org.lead, org.squad.id, { title: 'Now' });
    const other = await createRetro(t, org.otherLead, org.otherSquad.id, scheduled(1, 'Other squad'));
    const titles = async (user: OrgUser, query = '') => (await list(user, query)).items.map((r) => r.title);

    expect(await titles(org.admin)).toEqual(['Now', 'Other squad', 'Sooner', 'Later']);
    expect(await titles(org.lead)).toEqual(['Now', 'Sooner', 'Later']);
    expect(await titles(org.member)).toEqual(['Now', 'Sooner', 'Later']);
    expect(await titles(org.otherMember)).toEqual(['Other squad']);
    expect(await titles(org.admin, `?squadId=${org.otherSquad.id}`)).toEqual(['Other squad']);
    expect(await titles(org.member, `?squadId=${org.otherSquad.id}`)).toEqual([]);

    const roles = (await list(org.lead)).items.map((r) => r.myRole);
    expect(roles).toEqual(['RETRO_ADMIN', 'RETRO_ADMIN', 'RETRO_ADMIN']);
    expect((await list(org.member)).items.every((r) => r.myRole === 'RETRO_USER')).toBe(true);
    expect((await list(org.admin)).items.every((r) => r.myRole === 'RETRO_ADMIN')).toBe(true);

    // Completed and cancelled retros leave the active list; the archive shows the completed.
    await complete(sooner.id, new Date('2026-01-01T10:00:00Z'));
    await complete(later.id, new Date('2026-02-01T10:00:00Z'));
    await api(t.app, org.lead, 'POST', `/api/retros/${now.id}/cancel`);
    expect(await titles(org.member)).toEqual([]);
    expect(await titles(org.member, '?view=archive')).toEqual(['Later', 'Sooner']);
    expect(await titles(org.otherMember, '?view=archive')).toEqual([]);
    expect(other.status).toBe('SCHEDULED');
  });

  it('pages by 10', async () => {
    const org = await createRetroOrg(t);
    for (let i = 0; i < 12; i++) {
      await createRetro(t, org.lead, org.squad.id, scheduled(i + 1, `R${String(i).padStart(2, '0')}`));
    }
    const first = await list(org.member);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const second = await list(org.member, '?page=2');
    expect(second.items.map((r) => r.title)).toEqual(['R10', 'R11']);
  });

  it('validates the query, and shows nothing of another organisation', async () => {
    expect((await api(t.app, a.admin, 'GET', '/api/retros?view=old')).statusCode).toBe(400);
    expect((await api(t.app, a.admin, 'GET', '/api/retros?page=0')).statusCode).toBe(400);
    expect((await api(t.app, a.admin, 'GET', '/api/retros?squadId=nope')).statusCode).toBe(400);
    await createRetro(t, a.lead, a.squad.id, { title: 'Org A only' });
    expect((await list(b.admin)).items.map((r) => r.title)).not.toContain('Org A only');
    expect((await list(b.admin, `?squadId=${a.squad.id}`)).items).toEqual([]);
    expect((await api(t.app, null, 'GET', '/api/retros')).statusCode).toBe(401);
  });
});

describe('GET /api/retros/calendar', () => {
  it('lists the retros planned in the range, except deleted ones', async () => {
    const org = await createRetroOrg(t);
    const inRange = await createRetro(t, org.lead, org.squad.id, scheduled(24 * 3, 'In range'));
    const cancelled = await createRetro(t, org.lead, org.squad.id, scheduled(24 * 4, 'Cancelled'));
    const deleted = await createRetro(t, org.lead, org.squad.id, scheduled(24 * 5, 'Deleted'));
    await createRetro(t, org.lead, org.squad.id, scheduled(24 * 40, 'Too late'));
    await createRetro(t, org.otherLead, org.otherSquad.id, scheduled(24 * 3, 'Hidden'));
    await api(t.app, org.lead, 'POST', `/api/retros/${cancelled.id}/cancel`);
    await api(t.app, org.lead, 'DELETE', `/api/retros/${deleted.id}`);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    const response = await api(t.app, org.member, 'GET', `/api/retros/calendar?from=${day(0)}&to=${day(30)}`);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { id: string; title: string; status: string }[];
    expect(items.map((r) => [r.title, r.status])).toEqual([
      ['In range', 'SCHEDULED'],
      ['Cancelled', 'CANCELLED'],
    ]);
    expect(items[0]?.id).toBe(inRange.id);
    const admin = await api(t.app, org.admin, 'GET', `/api/retros/calendar?from=${day(0)}&to=${day(30)}`);
    expect(admin.json().items.map((r: { title: string }) => r.title)).toEqual([
      'In range',
      'Hidden',
      'Cancelled',
    ]);
    // The last day counts in full.
    const lastDay = await api(t.app, org.member, 'GET', `/api/retros/calendar?from=${day(3)}&to=${day(3)}`);
    expect(lastDay.json().items.map((r: { title: string }) => r.title)).toEqual(['In range']);
  });

  it('refuses ranges longer than 62 days, reversed or malformed', async () => {
    const ok = await api(t.app, a.member, 'GET', '/api/retros/calendar?from=2026-11-01&to=2027-01-01');
    expect(ok.statusCode).toBe(200);
    const tooLong = await api(t.app, a.member, 'GET', '/api/retros/calendar?from=2026-11-01&to=2027-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(MSG.retro.calendarRange);
    for (const query of [
      'from=2026-11-02&to=2026-11-01',
      'from=2026-11-01',
      'from=2026-13-01&to=2026-13-02',
      '',
    ]) {
      expect((await api(t.app, a.member, 'GET', `/api/retros/calendar?${query}`)).statusCode, query).toBe(
        400,
      );
    }
  });
});

describe('GET /api/retros/:id', () => {
  it('shows a visible retro and 404s the rest', async () => {
    const retro = await createRetro(t, a.lead, a.squad.id);
    const own = await api(t.app, a.member, 'GET', `/api/retros/${retro.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().retro).toMatchObject({ id: retro.id, myRole: 'RETRO_USER' });
    expect((await api(t.app, a.lead, 'GET', `/api/retros/${retro.id}`)).json().retro.myRole).toBe(
      'RETRO_ADMIN',
    );
    expect((await api(t.app, a.otherMember, 'GET', `/api/retros/${retro.id}`)).statusCode).toBe(404);
    expect((await api(t.app, b.admin, 'GET', `/api/retros/${retro.id}`)).statusCode).toBe(404);
    expect((await api(t.app, a.admin, 'GET', '/api/retros/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('management actions', () => {
  it('starts a scheduled retro early, once', async () => {
    const retro = await createRetro(t, a.lead, a.squad.id, scheduled(5));
    const started = await api(t.app, a.lead, 'POST', `/api/retros/${retro.id}/start`);
    expect(started.statusCode).toBe(200);
    expect(started.json().retro).toMatchObject({ status: 'INPROGRESS', myRole: 'RETRO_ADMIN' });
    expect(started.json().retro.startedAt).not.toBeNull();
    const again = await api(t.app, a.lead, 'POST', `/api/retros/${retro.id}/start`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RETRO_STATE');
  });

  it('cancels scheduled and running retros only', async () => {
    const retro = await createRetro(t, a.admin, a.squad.id);
    const cancelled = await api(t.app, a.admin, 'POST', `/api/retros/${retro.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: MSG.retro.cancelled, retro: { status: 'CANCELLED' } });
    expect((await api(t.app, a.admin, 'POST', `/api/retros/${retro.id}/cancel`)).statusCode).toBe(409);
    expect((await api(t.app, a.admin, 'POST', `/api/retros/${retro.id}/start`)).statusCode).toBe(409);
  });

  it('answers a committed cancel with 200 though a listener of the status event throws', async () => {
    const retro = await createRetro(t, a.lead, a.squad.id);
    const heard: string[] = [];
    const offThrowing = t.app.services.retroEvents.onStatusChanged(() => {
      throw new Error('a broken relay');
    });
    const offHearing = t.app.services.retroEvents.onStatusChanged(({ status }) => heard.push(status));
    try {
      const cancelled = await api(t.app, a.lead, 'POST', `/api/retros/${retro.id}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().retro.status).toBe('CANCELLED');
      expect(heard).toEqual(['CANCELLED']);
      expect(await statusOf(retro.id)).toBe('CANCELLED');
    } finally {
      offThrowing();
      offHearing();
    }
  });

  it('archives completed retros only', async () => {
    const retro = await createRetro(t, a.lead, a.squad.id);
    expect((await api(t.app, a.lead, 'POST', `/api/retros/${retro.id}/archive`)).statusCode).toBe(409);
    await complete(retro.id, new Date());
    const archived = await api(t.app, a.lead, 'POST', `/api/retros/${retro.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ message: MSG.retro.archived, retro: { status: 'ARCHIVED' } });
    expect((await api(t.app, a.lead, 'POST', `/api/retros/${retro.id}/archive`)).statusCode).toBe(409);
  });

  it('deletes softly: the row stays, the retro is gone for everyone', async () => {
    const retro = await createRetro(t, a.lead, a.squad.id);
    const rows = await countRows(t.db, retros);
    const deleted = await api(t.app, a.lead, 'DELETE', `/api/retros/${retro.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MSG.retro.deleted });
    expect(await countRows(t.db, retros)).toBe(rows);
    expect(await statusOf(retro.id)).toBe('DELETED');
    expect((await api(t.app, a.lead, 'GET', `/api/retros/${retro.id}`)).statusCode).toBe(404);
    expect((await api(t.app, a.lead, 'DELETE', `/api/retros/${retro.id}`)).statusCode).toBe(404);
  });

  it('refuses members and Squad Admins who do not lead the squad; 404 for other organisations', async () => {
    const retro = await createRetro(t, a.lead, a.squad.id, scheduled(3));
    const actions: ['POST' | 'DELETE', string][] = [
      ['POST', `/api/retros/${retro.id}/start`],
      ['POST', `/api/retros/${retro.id}/cancel`],
      ['POST', `/api/retros/${retro.id}/archive`],
      ['DELETE', `/api/retros/${retro.id}`],
    ];
    for (const [method, url] of actions) {
      expect((await api(t.app, a.member, method, url)).statusCode, url).toBe(403);
      // The other lead does not even see the squad's retros.
      expect((await api(t.app, a.otherLead, method, url)).statusCode, url).toBe(404);
      expect((await api(t.app, b.admin, method, url)).statusCode, url).toBe(404);
    }
    expect(await statusOf(retro.id)).toBe('SCHEDULED');
  });

  it('refuses a Squad Admin who belongs to the squad without leading it', async () => {
    const org = await createRetroOrg(t);
    await api(t.app, org.admin, 'PATCH', `/api/squads/${org.squad.id}`, {
      memberIds: [org.member.id, org.otherLead.id],
    });
    const retro = await createRetro(t, org.lead, org.squad.id, scheduled(3));
    const seen = await api(t.app, org.otherLead, 'GET', `/api/retros/${retro.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().retro.myRole).toBe('RETRO_USER');
    expect((await api(t.app, org.otherLead, 'POST', `/api/retros/${retro.id}/cancel`)).statusCode).toBe(403);
    expect((await api(t.app, org.otherLead, 'DELETE', `/api/retros/${retro.id}`)).statusCode).toBe(403);
    expect(
      (
        await api(t.app, org.otherLead, 'POST', '/api/retros', {
          title: 'x',
          squadId: org.squad.id,
          template: '4ls',
          startType: 'instant',
        })
      ).statusCode,
    ).toBe(403);
    expect(await statusOf(retro.id)).toBe('SCHEDULED');
  });
});

describe('GET /api/retros/meeting/:meetingId', () => {
  it('tells the join page about a meeting without a session', async () => {
    const planned = await createRetro(t, a.lead, a.squad.id, scheduled(2, 'Soon'));
    const response = await api(t.app, null, 'GET', `/api/retros/meeting/${planned.meetingId}`);
    expect(response.statusCode).toBe(200);
    expect(ZMeetingInfo.parse(response.json())).toEqual({
      meetingId: planned.meetingId,
      room: planned.room,
      title: 'Soon',
      status: 'SCHEDULED',
      started: false,
      myRole: null,
    });
    // Signed in, the caller learns their role: the lead may open it before it starts.
    const asLead = await api(t.app, a.lead, 'GET', `/api/retros/meeting/${planned.meetingId}`);
    expect(asLead.json()).toMatchObject({ started: false, myRole: 'RETRO_ADMIN' });
    const asMember = await api(t.app, a.member, 'GET', `/api/retros/meeting/${planned.meetingId}`);
    expect(asMember.json()).toMatchObject({ myRole: 'RETRO_USER' });
    await api(t.app, a.lead, 'POST', `/api/retros/${planned.id}/start`);
    expect((await api(t.app, null, 'GET', `/api/retros/meeting/${planned.meetingId}`)).json()).toMatchObject({
      status: 'INPROGRESS',
      started: true,
    });
  });

  it('answers 404 MEETING_NOT_FOUND for unknown, malformed, deleted and cancelled meetings', async () => {
    const cancelled = await createRetro(t, a.lead, a.squad.id);
    const deleted = await createRetro(t, a.lead, a.squad.id);
    await api(t.app, a.lead, 'POST', `/api/retros/${cancelled.id}/cancel`);
    await api(t.app, a.lead, 'DELETE', `/api/retros/${deleted.id}`);
    const ids = [
      cancelled.meetingId,
      deleted.meetingId,
      '0000000000',
      '123',
      'abcdefghij',
      '12345678901',
      '%27%3B--',
    ];
    for (const id of ids) {
      const response = await api(t.app, null, 'GET', `/api/retros/meeting/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toMatchObject({
        code: 'MEETING_NOT_FOUND',
        message: MSG.retro.invalidMeetingId,
      });
    }
  });
});

describe('meeting lookups are rate-limited per address', () => {
  it('refuses quick enumeration', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await api(
          limited.app,
          null,
          'GET',
          `/api/retros/meeting/${1000000000 + i}`,
          undefined,
          {
            ip: '10.9.9.9',
          },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429]);
      const elsewhere = await api(limited.app, null, 'GET', '/api/retros/meeting/1000000000', undefined, {
        ip: '10.9.9.10',
      });
      expect(elsewhere.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
