import { describe, expect, it } from 'vitest';
import { isTimeZone, nearestTimeZone, TIME_ZONES } from './time-zones.ts';

describe('nearestTimeZone (the browser zone as a default)', () => {
  it('keeps an offered zone as it is', () => {
    for (const zone of TIME_ZONES) {
      expect(nearestTimeZone(zone.value)).toBe(zone.value);
    }
  });

  it('maps other zones to the offered zone of the same standard offset, summer time or not', () => {
    expect(nearestTimeZone('Europe/Paris')).toBe('Europe/Berlin');
    expect(nearestTimeZone('Europe/Dublin')).toBe('Europe/London');
    expect(nearestTimeZone('America/Toronto')).toBe('America/New_York');
    expect(nearestTimeZone('America/Phoenix')).toBe('America/Denver');
    expect(nearestTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(nearestTimeZone('Australia/Melbourne')).toBe('Australia/Sydney');
    expect(nearestTimeZone('America/Santiago')).toBe('America/Halifax');
    expect(nearestTimeZone('UTC')).toBe('Europe/London');
    expect(nearestTimeZone('Etc/GMT-14')).toBe('Pacific/Tongatapu');
  });

  it('gives only zones the profile accepts', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const mapped = nearestTimeZone(zone);
      expect(mapped && isTimeZone(mapped), zone).toBe(true);
    }
  });

  it('answers null for nothing or a zone Intl does not know', () => {
    expect(nearestTimeZone(undefined)).toBeNull();
    expect(nearestTimeZone('')).toBeNull();
    expect(nearestTimeZone('Mars/Olympus_Mons')).toBeNull();
  });
});
