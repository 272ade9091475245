import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ZCreateSquad } from './squads.schema.ts';

const LEAD = '0b6f4c1e-8f2a-4d8e-9a51-3c2b7d9e1f00';

function fieldErrors(body: Record<string, unknown>): Record<string, string> {
  const result = ZCreateSquad.safeParse({ leadId: LEAD, ...body });
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

describe('ZCreateSquad', () => {
  it('refuses an acronym longer than five characters instead of cutting it', () => {
    expect(fieldErrors({ name: 'Too long', acronym: 'TOOLONG' })).toEqual({
      acronym: MSG.squads.acronymPattern,
    });
    expect(ZCreateSquad.parse({ name: 'Fine', acronym: 'tools', leadId: LEAD }).acronym).toBe('TOOLS');
  });

  it('asks for a name of at least two characters, counted without surrounding spaces', () => {
    expect(fieldErrors({ name: '  ', acronym: 'AB' })).toEqual({ name: MSG.squads.nameRequired });
    expect(fieldErrors({ name: ' Q ', acronym: 'AB' })).toEqual({ name: MSG.squads.nameTooShort });
    expect(MSG.squads.nameTooShort).toBe('Squad name must be at least 2 characters long.');
    expect(fieldErrors({ name: 'QA', acronym: 'AB' })).toEqual({});
  });
});
