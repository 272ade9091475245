import { encodeMeetingId, MSG } from '@squadboard/domain';
import { ZRetro } from '@squadboard/domain/retro/retro.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retros } from '../../db/schema/index.ts';
import { countRows, createRetroOrg, type RetroOrg, setPlan } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createRetro, inHours, retroBody } from '../../test-support/retro-factories.ts';
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

describe('POST /api/retros', () => {
  it('starts an instant retro now, for the squad lead', async () => {
    const before = Date.now();
    const response = await api(t.app, a.lead, 'POST', '/api/retros', retroBody(a.squad.id));
    expect(response.statusCode).toBe(201);
    const { message, retro } = response.json();
    expect(message).toBe(MSG.retro.created);
    expect(ZRetro.parse(retro)).toMatchObject({
      title: 'Sprint 12 retro',
      squadId: a.squad.id,
      squadName: a.squad.name,
      columns: ['Went well', 'To improve', 'Action items'],
      startType: 'instant',
      status: 'INPROGRESS',
      mood: null,
      cardCount: 0,
      myRole: 'RETRO_ADMIN',
      endedAt: null,
    });
    expect(retro.meetingId).toMatch(/^[1-9]\d{9}$/);
    expect(retro.room).toBe(encodeMeetingId(retro.meetingId));
    expect(Date.parse(retro.startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(retro.scheduledAt).toBe(retro.startedAt);
  });

  it('schedules a retro in the future, for a Super Admin on any squad, with custom columns', async () => {
    const at = inHours(48);
    const response = await api(
      t.app,
      a.admin,
      'POST',
      '/api/retros',
      retroBody(a.otherSquad.id, {
        startType: 'schedule',
        scheduledAt: at,
        template: 'custom',
        customColumns: [' Keep ', 'Drop'],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(MSG.retro.scheduled);
    expect(response.json().retro).toMatchObject({
      status: 'SCHEDULED',
      startedAt: null,
      scheduledAt: at,
      columns: ['Keep', 'Drop'],
      myRole: 'RETRO_ADMIN',
    });
  });

  it('refuses members, and Squad Admins on squads they do not lead, writing nothing', async () => {
    const rows = await countRows(t.db, retros);
    const member = await api(t.app, a.member, 'POST', '/api/retros', retroBody(a.squad.id));
    expect(member.statusCode).toBe(403);
    // The refusal says why: only the squad's lead or a Super Admin creates its retros.
    expect(member.json()).toMatchObject({
      code: 'RETRO_CREATE_FORBIDDEN',
      message: MSG.retro.createForbidden,
    });
    const otherLead = await api(t.app, a.otherLead, 'POST', '/api/retros', retroBody(a.squad.id));
    expect(otherLead.statusCode).toBe(403);
    expect(await countRows(t.db, retros)).toBe(rows);
  });

  it("answers 404 for another organisation's squad", async () => {
    const response = await api(t.app, b.admin, 'POST', '/api/retros', retroBody(a.squad.id));
    expect(response.statusCode).toBe(404);
  });

  it('validates the body and the schedule, writing nothing', async () => {
    const rows = await countRows(t.db, retros);
    const bad = [
      retroBody(a.squad.id, { title: '  ' }),
      retroBody(a.squad.id, { title: 'x'.repeat(121) }),
      retroBody('not-a-uuid'),
      retroBody(a.squad.id, { template: 'unknown' }),
      retroBody(a.squad.id, { template: 'custom' }),
      retroBody(a.squad.id, {
        template: 'custom',
        customColumns: Array.from({ length: 9 }, (_, i) => `C${i}`),
      }),
      retroBody(a.squad.id, { startType: 'later' }),
      retroBody(a.squad.id, { startType: 'schedule' }),
      retroBody(a.squad.id, { startType: 'schedule', scheduledAt: 'tomorrow' }),
    ];
    for (const body of bad) {
      const response = await api(t.app, a.lead, 'POST', '/api/retros', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const past = await api(
      t.app,
      a.lead,
      'POST',
      '/api/retros',
      retroBody(a.squad.id, { startType: 'schedule', scheduledAt: inHours(-1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'VALIDATION',
      message: MSG.retro.scheduleInPast,
      fields: { scheduledAt: MSG.retro.scheduleInPast },
    });
    expect(await countRows(t.db, retros)).toBe(rows);
  });

  it('mails the lead and the squad members who can get mail the join link', async () => {
    const at = inHours(24);
    const retro = await createRetro(t, a.admin, a.squad.id, {
      title: 'Quarter <review>',
      startType: 'schedule',
      scheduledAt: at,
    });
    const link = `http://localhost:3000/join-retro/${encodeMeetingId(retro.meetingId)}`;
    for (const person of [a.lead, a.member, a.invited]) {
      const mail = t.mailer.lastMailTo(person.email);
      expect(mail?.subject).toBe('Retro invitation: Quarter <review>');
      expect(mail?.text).toContain(link);
      expect(mail?.text).toContain('Quarter <review>');
      expect(mail?.text).toContain('When: ');
      expect(mail?.html).toContain('Quarter &lt;review&gt;');
      expect(mail?.html).toContain(`href="${link}"`);
    }
    // Inactive members, and people outside the squad, get nothing.
    for (const person of [a.inactive, a.otherMember, a.otherLead]) {
      expect(t.mailer.lastMailTo(person.email)?.text ?? '').not.toContain(link);
    }
  });

  it('keeps the retro when a mail fails', async () => {
    const send = t.mailer.send.bind(t.mailer);
    t.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const response = await api(t.app, a.lead, 'POST', '/api/retros', retroBody(a.squad.id));
      expect(response.statusCode).toBe(201);
      const [row] = await t.db.select().from(retros).where(eq(retros.id, response.json().retro.id));
      expect(row?.status).toBe('INPROGRESS');
    } finally {
      t.mailer.send = send;
    }
  });
});

describe('free plan monthly limit', () => {
  it('allows 2 retros a calendar month; deleted and cancelled ones do not count', async () => {
    const org = await createRetroOrg(t);
    await setPlan(t, org.customerId, 'free');
    const first = await createRetro(t, org.lead, org.squad.id);
    const second = await createRetro(t, org.admin, org.otherSquad.id);
    const rows = await countRows(t.db, retros);
    const third = await api(t.app, org.lead, 'POST', '/api/retros', retroBody(org.squad.id));
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'RETRO_LIMIT', message: MSG.retro.monthlyLimit(2) });
    expect(await countRows(t.db, retros)).toBe(rows);

    expect((await api(t.app, org.lead, 'DELETE', `/api/retros/${first.id}`)).statusCode).toBe(200);
    await createRetro(t, org.lead, org.squad.id);
    expect((await api(t.app, org.admin, 'POST', `/api/retros/${second.id}/cancel`)).statusCode).toBe(200);
    await createRetro(t, org.lead, org.squad.id);
    expect((await api(t.app, org.lead, 'POST', '/api/retros', retroBody(org.squad.id))).statusCode).toBe(403);

    // Retros of earlier months do not count either.
    await t.db
      .update(retros)
      .set({ createdAt: new Date('2020-01-15T00:00:00Z') })
      .where(eq(retros.customerId, org.customerId));
    await createRetro(t, org.lead, org.squad.id);
  });

  it('lets only one of two simultaneous creates at the limit through', async () => {
    const org = await createRetroOrg(t);
    await setPlan(t, org.customerId, 'free');
    await createRetro(t, org.lead, org.squad.id);
    const results = await Promise.all([
      api(t.app, org.lead, 'POST', '/api/retros', retroBody(org.squad.id)),
      api(t.app, org.admin, 'POST', '/api/retros', retroBody(org.otherSquad.id)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    const mine = await t.db.select().from(retros).where(eq(retros.customerId, org.customerId));
    expect(mine).toHaveLength(2);
  });

  it('does not limit paid plans', async () => {
    const org = await createRetroOrg(t);
    await setPlan(t, org.customerId, 'starter');
    for (let i = 0; i < 3; i++) {
      await createRetro(t, org.lead, org.squad.id);
    }
  });
});
