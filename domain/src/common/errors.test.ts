import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ERROR_CATALOGUE, ERROR_CODES, errorMessage, isToldCode } from './errors.ts';

describe('isToldCode', () => {
  it('tells the specific refusals in their own words', () => {
    expect(isToldCode('RELEASE_NAME_TAKEN')).toBe(true);
    expect(isToldCode('USER_EXISTS')).toBe(true);
    expect(isToldCode('RATE_LIMITED')).toBe(true);
  });

  it('does not tell the generic ones, nor the client-made or unknown codes', () => {
    expect(isToldCode('INTERNAL')).toBe(false);
    expect(isToldCode('VALIDATION')).toBe(false);
    expect(isToldCode('NETWORK')).toBe(false);
    expect(isToldCode('NO_SUCH_CODE')).toBe(false);
    expect(isToldCode('hasOwnProperty')).toBe(false);
  });

  it('never tells the generic texts, whichever code carries them', () => {
    // A new code given a generic message must say `tell: false`, or a feature's own
    // '… failed' text would lose to 'Something went wrong.'.
    const generic = new Set<string>([MSG.generic.somethingWentWrong, MSG.generic.invalidInput]);
    const toldGeneric = ERROR_CODES.filter((code) => {
      const message = ERROR_CATALOGUE[code].message;
      return typeof message === 'string' && generic.has(message) && isToldCode(code);
    });
    expect(toldGeneric).toEqual([]);
    expect(errorMessage('INTERNAL')).toBe(MSG.generic.somethingWentWrong);
  });
});
