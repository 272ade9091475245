import { MSG } from '@squadboard/domain';
import { ATTACHMENT_LIMITS } from '@squadboard/domain/attachments/attachment.rules';
import { describe, expect, it } from 'vitest';
import { selectAttachments } from './attachment-selection.ts';

const WORK_ITEM = { maxFiles: ATTACHMENT_LIMITS.perItem, maxBytes: ATTACHMENT_LIMITS.workItemMaxBytes };
const RAID = { maxFiles: ATTACHMENT_LIMITS.perItem, maxBytes: ATTACHMENT_LIMITS.raidMaxBytes };
const file = (name: string, size = 1000) => ({ name, size });
const names = (files: { name: string }[]) => files.map((f) => f.name);

describe('choosing attachments', () => {
  it('takes files that fit, in the order given, without a word', () => {
    const outcome = selectAttachments(0, [file('a.pdf'), file('b.png'), file('c.docx')], WORK_ITEM);
    expect(names(outcome.accepted)).toEqual(['a.pdf', 'b.png', 'c.docx']);
    expect(outcome.toasts).toEqual([]);
    expect(outcome.inline).toBeNull();
  });

  it('refuses a file when three exist: the info toast and the inline message', () => {
    const outcome = selectAttachments(3, [file('d.pdf')], WORK_ITEM);
    expect(outcome.accepted).toEqual([]);
    expect(outcome.toasts).toEqual([
      { variant: 'info', message: 'Maximum selection limit (3 files) exceeded.' },
    ]);
    expect(outcome.inline).toBe('You can only upload up to 3 files.');
  });

  it('fills the free slots and refuses only what lies beyond the limit', () => {
    const two = selectAttachments(2, [file('c.pdf'), file('d.pdf')], WORK_ITEM);
    expect(names(two.accepted)).toEqual(['c.pdf']);
    expect(two.toasts).toEqual([{ variant: 'info', message: MSG.attachments.limitExceeded }]);
    expect(two.inline).toBe(MSG.attachments.upToThree);

    const four = selectAttachments(
      0,
      [file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')],
      WORK_ITEM,
    );
    expect(names(four.accepted)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(four.inline).toBe(MSG.attachments.upToThree);
  });

  it('refuses a file of the limit or more with its name and the limit in MB; one byte under goes', () => {
    const limit = ATTACHMENT_LIMITS.workItemMaxBytes;
    const outcome = selectAttachments(0, [file('big.pdf', limit), file('fits.pdf', limit - 1)], WORK_ITEM);
    expect(names(outcome.accepted)).toEqual(['fits.pdf']);
    expect(outcome.toasts).toEqual([
      { variant: 'error', message: 'big.pdf exceeds the maximum file size of 6MB.' },
    ]);
    expect(outcome.inline).toBeNull();

    const raid = selectAttachments(0, [file('huge.pdf', ATTACHMENT_LIMITS.raidMaxBytes)], RAID);
    expect(raid.toasts[0]?.message).toBe('huge.pdf exceeds the maximum file size of 10MB.');
    expect(names(selectAttachments(0, [file('ok.pdf', limit)], RAID).accepted)).toEqual(['ok.pdf']);
  });

  it('lets a refused file take no slot, and shows the limit toast before the errors', () => {
    const big = file('big.pdf', ATTACHMENT_LIMITS.workItemMaxBytes);
    const outcome = selectAttachments(2, [big, file('run.exe'), file('c.pdf'), file('d.pdf')], WORK_ITEM);
    expect(names(outcome.accepted)).toEqual(['c.pdf']);
    expect(outcome.toasts).toEqual([
      { variant: 'info', message: MSG.attachments.limitExceeded },
      { variant: 'error', message: MSG.attachments.tooLarge('big.pdf', 6) },
      { variant: 'error', message: MSG.attachments.typeRefused },
    ]);
  });

  it('counts every file already there, uploads under way included, and never goes below zero', () => {
    expect(selectAttachments(5, [file('a.pdf')], WORK_ITEM).accepted).toEqual([]);
    expect(names(selectAttachments(0, [file('SHOT.PNG'), file('deck.pptx')], WORK_ITEM).accepted)).toEqual([
      'SHOT.PNG',
      'deck.pptx',
    ]);
  });
});
