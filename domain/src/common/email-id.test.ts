import { describe, expect, it } from 'vitest';
import { avatarColourFor, initialsOf } from './avatar.ts';
import { AVATAR_COLOURS } from './constants.ts';
import { decodeEmailId, encodeEmailId } from './email-id.ts';

describe('base64 e-mail ids', () => {
  it('round-trips plain and non-ASCII addresses', () => {
    for (const email of ['ann@example.com', 'zoë.o+tag@exämple.org']) {
      expect(decodeEmailId(encodeEmailId(email))).toBe(email);
    }
  });

  it('matches what other base64 encoders produce', () => {
    expect(encodeEmailId('ann@example.com')).toBe(Buffer.from('ann@example.com').toString('base64'));
  });

  it('accepts URL-safe and unpadded forms', () => {
    const b64 = Buffer.from('a.b@c.io').toString('base64url');
    expect(decodeEmailId(b64)).toBe('a.b@c.io');
  });

  it('refuses garbage and texts that are not e-mails', () => {
    expect(decodeEmailId('')).toBeNull();
    expect(decodeEmailId('%%%')).toBeNull();
    expect(decodeEmailId(Buffer.from('hello').toString('base64'))).toBeNull();
    expect(decodeEmailId(Buffer.from([0xff, 0xfe, 0x40]).toString('base64'))).toBeNull();
  });
});

describe('avatar', () => {
  it('takes the first letters of first and last name', () => {
    expect(initialsOf('ann', 'lee')).toBe('AL');
    expect(initialsOf(' Ann ', null)).toBe('A');
    expect(initialsOf(null, null, 'zed@x.io')).toBe('Z');
    expect(initialsOf('', '', '')).toBe('?');
  });

  it('gives one user the same colour every time, from the fixed list', () => {
    const a = avatarColourFor('user-1');
    expect(avatarColourFor('user-1')).toBe(a);
    expect(AVATAR_COLOURS).toContain(a);
    const colours = new Set(Array.from({ length: 50 }, (_, i) => avatarColourFor(`u${i}`)));
    expect(colours.size).toBeGreaterThan(3);
  });
});
