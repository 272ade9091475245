import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetroOrg, type RetroOrg } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { retroInvitationMail } from '../mail/mail-templates.ts';
import { createRetrosRepository } from './retros.repository.ts';
import { createRetrosService } from './retros.service.ts';

let t: TestApp;
let a: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  a = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

describe('meeting ids', () => {
  it('draws another id when the first one is taken', async () => {
    // Every draw of the first service gives 1000000000; the second one's first id collides.
    const draws = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 7];
    const make = (randomInt: (min: number, max: number) => number) =>
      createRetrosService({
        repo: createRetrosRepository(t.db),
        log: t.app.log,
        randomInt,
      });
    const caller = {
      id: a.lead.id,
      customerId: a.customerId,
      role: 'SQUAD_ADMIN' as const,
      squadIds: [a.squad.id],
    };
    const input = {
      title: 'Ids',
      squadId: a.squad.id,
      template: 'went-well' as const,
      startType: 'instant' as const,
    };
    const first = await make((min) => min).create(caller, input);
    expect(first.retro.meetingId).toBe('1000000000');
    let i = 0;
    const second = await make(() => draws[i++] ?? 0).create(caller, input);
    expect(second.retro.meetingId).toBe('2000000007');
  });
});

describe('retroInvitationMail', () => {
  const retro = {
    id: '00000000-0000-4000-8000-000000000009',
    title: 'Sprint 9',
    squadName: 'Alpha',
    status: 'SCHEDULED' as const,
    updatedAt: new Date('2029-12-01T10:00:00Z'),
    scheduledAt: new Date('2026-12-01T15:30:00Z'),
    instant: false,
    link: 'http://localhost:3000/join-retro/MTA-wMD-AwM-DAw-MDA-=',
  };

  const ORGANIZER = 'Squadboard <no-reply@squadboard.local>';

  it("gives the date and time in the recipient's time zone", () => {
    const mail = retroInvitationMail('x@example.com', retro, 'America/New_York', ORGANIZER);
    expect(mail.text).toMatch(/When: Tuesday, 1 December 2026\b/);
    expect(mail.text).toContain('10:30');
    expect(mail.text).toContain(`Join the retro: ${retro.link}`);
  });

  it('falls back to UTC for unknown zones, and says "now" for instant retros', () => {
    expect(retroInvitationMail('x@example.com', retro, 'Mars/Olympus', ORGANIZER).text).toContain(
      '15:30 UTC',
    );
    expect(retroInvitationMail('x@example.com', retro, null, ORGANIZER).text).toContain('15:30 UTC');
    expect(retroInvitationMail('x@example.com', { ...retro, instant: true }, null, ORGANIZER).text).toContain(
      'It has started: join now.',
    );
  });
});
