import { describe, expect, it } from 'vitest';
import { ZCan } from './can.ts';

describe('ZCan', () => {
  const ZActionCan = ZCan('edit', 'delete');

  it('accepts exactly the named abilities as booleans', () => {
    expect(ZActionCan.parse({ edit: true, delete: false })).toEqual({ edit: true, delete: false });
  });

  it('refuses a missing ability or a non-boolean', () => {
    expect(ZActionCan.safeParse({ edit: true }).success).toBe(false);
    expect(ZActionCan.safeParse({ edit: 'yes', delete: false }).success).toBe(false);
  });
});
