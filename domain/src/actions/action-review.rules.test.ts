import { describe, expect, it } from 'vitest';
import { reviewChange } from './action-review.rules.ts';

const at = new Date('2026-12-08T10:00:00Z');

describe('reviewChange', () => {
  it('closes as done or dropped, keeping the due date', () => {
    const open = { status: 'In Progress' as const, dueDate: '2026-12-01', closedAs: null };
    expect(reviewChange(open, 'done', undefined, at)).toEqual({
      status: 'Closed',
      dueDate: '2026-12-01',
      closedAt: at,
      closedAs: 'done',
    });
    expect(reviewChange(open, 'dropped', undefined, at)).toMatchObject({ closedAs: 'dropped', closedAt: at });
  });

  it('a done action marked dropped (or back) is closed again as the new outcome says', () => {
    const done = { status: 'Closed' as const, dueDate: null, closedAs: 'done' as const };
    expect(reviewChange(done, 'dropped', undefined, at)).toMatchObject({
      status: 'Closed',
      closedAs: 'dropped',
    });
  });

  it('still open keeps its status and takes the new due date, or keeps its own', () => {
    const open = { status: 'In Progress' as const, dueDate: '2026-12-01', closedAs: null };
    expect(reviewChange(open, 'open', '2026-12-20', at)).toEqual({
      status: 'In Progress',
      dueDate: '2026-12-20',
      closedAt: null,
      closedAs: null,
    });
    expect(reviewChange(open, 'open', null, at).dueDate).toBe('2026-12-01');
  });

  it('still open after this review closed it opens it again', () => {
    const done = { status: 'Closed' as const, dueDate: '2026-12-01', closedAs: 'done' as const };
    expect(reviewChange(done, 'open', undefined, at)).toEqual({
      status: 'Open',
      dueDate: '2026-12-01',
      closedAt: null,
      closedAs: null,
    });
  });
});
