import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { AVATAR_MAX_BYTES, detectAvatarType, hasAvatarExtension } from './avatar.rules.ts';
import { canEditCompanyName, hasFullName, isProfileTab, showsTeamCountPanel } from './profile.rules.ts';
import { ZChangePassword, ZFirstLoginNames, ZProfileUpdate } from './profile.schema.ts';
import { isTimeZone, TIME_ZONES, timeZoneLabel } from './time-zones.ts';

describe('time zones', () => {
  it('run from GMT-12 to GMT+13 in order, half-hour zones included, with unique values', () => {
    const offsets = TIME_ZONES.map((z) => z.offset);
    expect(offsets[0]).toBe('-12:00');
    expect(offsets.at(-1)).toBe('+13:00');
    expect(offsets).toEqual(
      expect.arrayContaining(['-03:30', '+03:30', '+04:30', '+05:30', '+05:45', '+09:30']),
    );
    const minutes = offsets.map(
      (o) => (o.startsWith('-') ? -1 : 1) * (Number(o.slice(1, 3)) * 60 + Number(o.slice(4))),
    );
    expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
    expect(new Set(TIME_ZONES.map((z) => z.value)).size).toBe(TIME_ZONES.length);
  });

  it('are real IANA zones whose standard offset matches the label', () => {
    for (const zone of TIME_ZONES) {
      expect(zone.label.startsWith(`(GMT${zone.offset}) `)).toBe(true);
      // Throws for an unknown zone.
      expect(() => new Intl.DateTimeFormat('en-GB', { timeZone: zone.value })).not.toThrow();
    }
    expect(timeZoneLabel('Asia/Kolkata')).toBe('(GMT+05:30) Chennai, Kolkata, Mumbai, New Delhi');
    expect(timeZoneLabel('Nowhere/Else')).toBeNull();
    // The demo organisation's zone.
    expect(isTimeZone('Europe/London')).toBe(true);
  });
});

describe('avatar content check', () => {
  it('recognises PNG and JPEG by their leading bytes only', () => {
    expect(detectAvatarType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(detectAvatarType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(detectAvatarType(new TextEncoder().encode('hello.png'))).toBeNull();
    expect(detectAvatarType(Uint8Array.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(detectAvatarType(new Uint8Array())).toBeNull();
  });

  it('offers png, jpg and jpeg in the picker', () => {
    expect(['a.PNG', 'b.jpg', 'c.jpeg'].every(hasAvatarExtension)).toBe(true);
    expect(['d.gif', 'e.svg', 'png', 'f.png.exe'].some(hasAvatarExtension)).toBe(false);
    expect(AVATAR_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe('profile rules', () => {
  it('lets only a Super Admin edit the company name', () => {
    expect(canEditCompanyName('SUPER_ADMIN')).toBe(true);
    expect(canEditCompanyName('SQUAD_ADMIN')).toBe(false);
    expect(canEditCompanyName('SQUAD_MEMBER')).toBe(false);
  });

  it('shows the Beta team-count panel to admins on the Beta plan', () => {
    expect(showsTeamCountPanel('SUPER_ADMIN', 'BETA')).toBe(true);
    expect(showsTeamCountPanel('SQUAD_ADMIN', 'BETA')).toBe(true);
    expect(showsTeamCountPanel('SQUAD_MEMBER', 'BETA')).toBe(false);
    expect(showsTeamCountPanel('SUPER_ADMIN', 'starter')).toBe(false);
  });

  it('knows the five tabs', () => {
    expect(isProfileTab('my-plan')).toBe(true);
    expect(isProfileTab('billing')).toBe(false);
    expect(isProfileTab(undefined)).toBe(false);
  });
});

describe('profile form', () => {
  it('requires names and a listed time zone; company and location are optional', () => {
    const ok = ZProfileUpdate.safeParse({
      firstName: ' A ',
      lastName: 'B',
      timeZone: 'Asia/Kolkata',
      location: '',
    });
    expect(ok.success && ok.data).toEqual({
      firstName: 'A',
      lastName: 'B',
      timeZone: 'Asia/Kolkata',
      location: null,
    });
    const bad = ZProfileUpdate.safeParse({ firstName: '', lastName: '', timeZone: 'Utopia/Capital' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', MSG.profile.firstNameRequired],
      ['lastName', MSG.profile.lastNameRequired],
      ['timeZone', MSG.profile.timeZoneRequired],
    ]);
  });
});

describe('names (first-login dialog and My Profile)', () => {
  it('are both required; spaces are no name, and they are kept trimmed', () => {
    const issues = (value: unknown) =>
      ZFirstLoginNames.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({})).toEqual([
      ['firstName', MSG.profile.firstNameRequired],
      ['lastName', MSG.profile.lastNameRequired],
    ]);
    expect(issues({ firstName: '   ', lastName: 'Lovelace' })).toEqual([
      ['firstName', MSG.profile.firstNameRequired],
    ]);
    expect(issues({ firstName: 'Ada', lastName: 'x'.repeat(101) })?.map(([path]) => path)).toEqual([
      'lastName',
    ]);
    expect(ZFirstLoginNames.parse({ firstName: ' Ada ', lastName: ' Lovelace' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('make a person named only when both are there', () => {
    expect(hasFullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe(true);
    expect(hasFullName({ firstName: 'Ada', lastName: null })).toBe(false);
    expect(hasFullName({ firstName: ' ', lastName: 'Lovelace' })).toBe(false);
    expect(hasFullName({})).toBe(false);
  });
});

describe('account form', () => {
  const messagesOf = (value: unknown) =>
    ZChangePassword.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it("answers the spec's messages", () => {
    expect(messagesOf({ currentPassword: '', newPassword: '' })).toEqual([
      ['currentPassword', MSG.password.currentRequired],
      ['newPassword', MSG.password.newRequired],
    ]);
    expect(messagesOf({ currentPassword: 'Old@1234', newPassword: 'Sh0rt!' })).toEqual([
      ['newPassword', MSG.password.length],
    ]);
    expect(messagesOf({ currentPassword: 'Old@1234', newPassword: 'nouppercase1!' })).toEqual([
      ['newPassword', MSG.password.pattern],
    ]);
    expect(messagesOf({ currentPassword: 'Same@1234', newPassword: 'Same@1234' })).toEqual([
      ['newPassword', MSG.password.mustDiffer],
    ]);
    expect(messagesOf({ currentPassword: 'Old@1234', newPassword: 'New#5678' })).toEqual([]);
  });
});
