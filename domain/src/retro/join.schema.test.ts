import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ZJoinRetro } from './join.schema.ts';

function messages(values: unknown): string[] {
  const result = ZJoinRetro.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('join form', () => {
  it('asks for a name and a meeting id', () => {
    expect(messages({ name: '', meetingId: '' })).toEqual([
      MSG.validation.nameRequired,
      MSG.validation.meetingIdRequired,
    ]);
  });

  it('wants a name of at least 3 characters, spaces not counted', () => {
    expect(messages({ name: ' Al ', meetingId: '123' })).toEqual([MSG.validation.nameMin]);
  });

  it('trims what it accepts', () => {
    expect(ZJoinRetro.parse({ name: '  Ada Lovelace ', meetingId: ' 123456 ' })).toEqual({
      name: 'Ada Lovelace',
      meetingId: '123456',
    });
  });
});
