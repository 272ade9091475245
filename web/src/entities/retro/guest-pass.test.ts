import { afterEach, describe, expect, it } from 'vitest';
import { clearGuestPass, guestPassKey, readGuestPass } from './guest-pass.ts';

describe('guest pass storage', () => {
  afterEach(() => localStorage.clear());

  it('reads what the join page stored for the room', () => {
    localStorage.setItem(guestPassKey('abc'), JSON.stringify({ token: 't'.repeat(20), name: 'Gina' }));
    expect(readGuestPass('abc')).toEqual({ token: 't'.repeat(20), name: 'Gina' });
    expect(readGuestPass('other')).toBeNull();
  });

  it('ignores corrupt entries and clears them', () => {
    localStorage.setItem(guestPassKey('abc'), '{nope');
    expect(readGuestPass('abc')).toBeNull();
    localStorage.setItem(guestPassKey('abc'), JSON.stringify({ token: 1 }));
    expect(readGuestPass('abc')).toBeNull();
    clearGuestPass('abc');
    expect(localStorage.getItem(guestPassKey('abc'))).toBeNull();
  });
});
