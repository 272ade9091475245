import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ZJoinRetro } from './join.schema.ts';
import { encodeMeetingId } from './meeting-id.ts';

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

describe('join form meeting id', () => {
  const join = (meetingId: string) => ZJoinRetro.parse({ name: 'Ada Lovelace', meetingId }).meetingId;

  it('reads an id typed in groups and a pasted invite link as the bare id', () => {
    expect(join('100 000 0007')).toBe('1000000007');
    expect(join('100-000-0007')).toBe('1000000007');
    expect(join(`https://squadboard.example/join-retro/${encodeMeetingId('1000000007')}`)).toBe('1000000007');
    expect(join(`https://squadboard.example/retro-session/${encodeMeetingId('1000000007')}`)).toBe(
      '1000000007',
    );
  });

  it('passes anything else on as typed, for the server to refuse', () => {
    expect(join(' no-such-meeting ')).toBe('no-such-meeting');
  });
});
