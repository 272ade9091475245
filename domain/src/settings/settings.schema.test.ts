import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyLabel, isCurrencyCode } from './currencies.ts';
import { ZSaveSettings } from './settings.schema.ts';

describe('currencies', () => {
  it('holds each active ISO 4217 code once, sorted, three capital letters', () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    expect(codes.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
    expect(codes.length).toBeGreaterThan(150);
    for (const code of ['EUR', 'USD', 'GBP', 'INR', 'JPY', 'CHF', 'XOF', 'SLE', 'VES', 'ZWG']) {
      expect(isCurrencyCode(code)).toBe(true);
    }
    for (const code of ['HRK', 'XXX', 'XTS', 'XAU', 'usd', '']) {
      expect(isCurrencyCode(code)).toBe(false);
    }
  });

  it('labels a currency with code and name', () => {
    expect(currencyLabel('EUR')).toBe('EUR — Euro');
  });

  it('every code is one the platform can format', () => {
    for (const { code } of CURRENCIES) {
      expect(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: code })).not.toThrow();
    }
  });
});

describe('ZSaveSettings', () => {
  it.each([
    [{ workingHours: 8, currency: 'EUR' }, true],
    [{ workingHours: 7.5, currency: 'GBP' }, true],
    [{ workingHours: 24, currency: 'USD' }, true],
    [{ workingHours: 0.25, currency: 'USD' }, true],
    [{ workingHours: 0, currency: 'EUR' }, false],
    [{ workingHours: -1, currency: 'EUR' }, false],
    [{ workingHours: 24.01, currency: 'EUR' }, false],
    [{ workingHours: 7.125, currency: 'EUR' }, false],
    [{ workingHours: 8, currency: 'XYZ' }, false],
    [{ workingHours: 8, currency: null }, false],
    [{ workingHours: '', currency: 'EUR' }, false],
  ])('%o valid: %s', (input, valid) => {
    expect(ZSaveSettings.safeParse(input).success).toBe(valid);
  });
});
