import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from './unique-violation.ts';

describe('database refusals', () => {
  it('are told apart by SQLSTATE, on the error or a cause down the chain', () => {
    const wrapped = (code: string) =>
      new Error('query failed', { cause: new Error('driver', { cause: { code } }) });
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isForeignKeyViolation(wrapped('23505'))).toBe(false);
    expect(isForeignKeyViolation(wrapped('23503'))).toBe(true);
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    // A Node error code (ECONNRESET) is no SQLSTATE, and neither is nothing.
    expect(isUniqueViolation({ code: 'ECONNRESET' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
  });
});
