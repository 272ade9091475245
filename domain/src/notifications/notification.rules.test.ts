import { describe, expect, it } from 'vitest';
import { encodeMeetingId } from '../retro/meeting-id.ts';
import { NOTIFICATION_LIMITS } from './notification.model.ts';
import {
  addedReleases,
  mentionsInPlainText,
  newAssignee,
  notificationLink,
  notificationRecipients,
  notificationTitle,
} from './notification.rules.ts';

describe('notification rules', () => {
  it('tells each person once and never the actor', () => {
    expect(notificationRecipients(['a', 'b', 'a', null, undefined, 'me', ''], 'me')).toEqual(['a', 'b']);
    expect(notificationRecipients(['a'], null)).toEqual(['a']);
  });

  it('assigns only a changed, present owner', () => {
    expect(newAssignee(null, 'x')).toBe('x');
    expect(newAssignee('y', 'x')).toBe('x');
    expect(newAssignee('x', 'x')).toBeNull();
    expect(newAssignee('x', null)).toBeNull();
  });

  it('finds the releases a save added, whatever their case', () => {
    expect(addedReleases(['1.0'], ['1.0', ' 2.0 ', '2.0', 'V3'])).toEqual(['2.0', 'V3']);
    expect(addedReleases(['v3'], ['V3'])).toEqual([]);
    expect(addedReleases(['1.0'], [])).toEqual([]);
  });

  it('links each subject to its page', () => {
    expect(notificationLink('work_item', 'w1')).toBe('/edit-tab/work-item/w1');
    expect(notificationLink('raid_item', 'r1')).toBe('/raid/r1');
    expect(notificationLink('action', 'a1')).toBe('/actions');
    expect(notificationLink('action_register_item', 'i1')).toBe('/actions');
    expect(notificationLink('retro', 'x', 'retro_scheduled', '1000000007')).toBe('/retro/retro-list');
    expect(notificationLink('retro', 'x', 'retro_started', '1000000007')).toBe(
      `/retro-session/${encodeMeetingId('1000000007')}`,
    );
  });

  it('titles each kind from the messages', () => {
    expect(notificationTitle({ kind: 'mention', subject: 'WEBR1 - Vendor delay' }, 'Ada Lovelace')).toBe(
      'Ada Lovelace mentioned you on WEBR1 - Vendor delay',
    );
    expect(notificationTitle({ kind: 'assignment', subject: 'Fix it' }, null)).toBe(
      'Someone assigned Fix it to you',
    );
    expect(
      notificationTitle({ kind: 'retro_scheduled', title: 'Q1', at: new Date('2030-03-04T09:30:00Z') }, null),
    ).toBe('Retro "Q1" is scheduled for 4 Mar 2030, 09:30 UTC');
    expect(notificationTitle({ kind: 'retro_started', title: 'Q1' }, null)).toBe('Retro "Q1" has started');
    expect(notificationTitle({ kind: 'guest_waiting', guest: 'Bob', title: 'Q1' }, null)).toBe(
      'Bob is waiting to join "Q1"',
    );
    expect(notificationTitle({ kind: 'release_tagged', subject: 'PAYS1 - Pay', release: '2.0' }, null)).toBe(
      'PAYS1 - Pay was tagged with release 2.0',
    );
  });

  it('cuts a long title to the stored length', () => {
    const title = notificationTitle({ kind: 'retro_started', title: 'x'.repeat(400) }, null);
    expect(title).toHaveLength(NOTIFICATION_LIMITS.titleMax);
    expect(title.endsWith('…')).toBe(true);
  });

  describe('mentionsInPlainText', () => {
    const people = [
      { id: 'ann', firstName: 'Ann', lastName: 'Lee' },
      { id: 'ann2', firstName: 'Ann', lastName: 'Leeds' },
      { id: 'jo', firstName: 'José', lastName: 'Núñez' },
      { id: 'anon', firstName: null, lastName: null },
    ];

    it('finds whole names after @, in any case', () => {
      expect(mentionsInPlainText('Please check, @ann lee.', people)).toEqual(['ann']);
      expect(mentionsInPlainText('@Ann Leeds and @José Núñez', people)).toEqual(['ann2', 'jo']);
    });

    it('ignores names without @, partial names and nameless people', () => {
      expect(mentionsInPlainText('Ann Lee said @Ann', people)).toEqual([]);
      expect(mentionsInPlainText('no mention here', people)).toEqual([]);
      expect(mentionsInPlainText('@ @', people)).toEqual([]);
    });
  });
});
