import { describe, expect, it } from 'vitest';
import { decodeMeetingId, encodeMeetingId } from './meeting-id.ts';

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
