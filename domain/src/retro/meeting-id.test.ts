import { describe, expect, it } from 'vitest';
import { decodeMeetingId, encodeMeetingId, meetingIdFromAddress, parseMeetingId } from './meeting-id.ts';

describe('meeting id room address', () => {
  it('base64-encodes and puts a dash after every 3 characters', () => {
    // base64('123456') = 'MTIzNDU2'
    expect(encodeMeetingId('123456')).toBe('MTI-zND-U2');
    // base64('9876543210') = 'OTg3NjU0MzIxMA=='
    expect(encodeMeetingId('9876543210')).toBe('OTg-3Nj-U0M-zIx-MA=-=');
  });

  it('decodes by removing dashes and base64-decoding', () => {
    expect(decodeMeetingId('MTI-zND-U2')).toBe('123456');
    expect(decodeMeetingId(encodeMeetingId('9876543210'))).toBe('9876543210');
  });

  it('refuses what is not base64', () => {
    expect(decodeMeetingId('')).toBeNull();
    expect(decodeMeetingId('***')).toBeNull();
    expect(decodeMeetingId('M')).toBeNull();
  });
});

describe('a meeting id as people type or paste it', () => {
  const id = '1000000007';
  const room = encodeMeetingId(id);

  it('takes the plain id, and ignores spaces and dashes between digit groups', () => {
    for (const typed of [
      id,
      ` ${id} `,
      '100 000 0007',
      '100-000-0007',
      '100 - 000 - 0007',
      '1000\u00a0000\u2013007',
    ]) {
      expect(parseMeetingId(typed), typed).toBe(id);
    }
  });

  it('finds the id in an invite link or a room link', () => {
    for (const link of [
      `https://squadboard.example/join-retro/${room}`,
      `http://127.0.0.1:3000/join-retro/${room}/`,
      `https://squadboard.example/retro-session/${room}`,
      `https://squadboard.example/app/join-retro/${room}?utm_source=mail#top`,
      `https://squadboard.example/join-retro/${encodeURIComponent(room)}`,
      `squadboard.example/join-retro/${room}`,
      // Spec 002 §2: join-retro/{id} may carry the event id itself.
      `https://squadboard.example/join-retro/${id}`,
      `  https://squadboard.example/join-retro/${room}  `,
    ]) {
      expect(parseMeetingId(link), link).toBe(id);
    }
  });

  it('finds nothing in what is not a meeting id or one of our links', () => {
    for (const text of [
      '',
      '   ',
      '123456',
      '10000000070',
      'abc-def-ghij',
      'no-such-meeting-000',
      `https://squadboard.example/retros/${room}`,
      'https://squadboard.example/join-retro/',
      'https://squadboard.example/join-retro/%E2%9C%93not-a-room',
      `https://squadboard.example/join-retro/${encodeMeetingId('hello')}`,
      'https://squadboard.example/join-retro/%E0%A4%A',
      '100/000/0007',
      `https://x/join-retro/${'A'.repeat(5000)}`,
    ]) {
      expect(parseMeetingId(text), text).toBeNull();
    }
  });

  it('reads a link segment as a room or as a plain id', () => {
    expect(meetingIdFromAddress(room)).toBe(id);
    expect(meetingIdFromAddress(id)).toBe(id);
    expect(meetingIdFromAddress(encodeMeetingId('not an id'))).toBeNull();
    expect(meetingIdFromAddress('***')).toBeNull();
  });
});
