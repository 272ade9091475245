import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  isDueForReview,
  isPastDue,
  isReviewOverdue,
  nextStepsFor,
  nextStepsReplaceBlocks,
  reviewHorizon,
  showsNextSteps,
  sprintProgressPercent,
} from './dashboard.rules.ts';

const TODAY = '2026-11-20';

describe('isPastDue', () => {
  it('is past only for a date before today', () => {
    expect(isPastDue('2026-11-19', TODAY)).toBe(true);
    expect(isPastDue(TODAY, TODAY)).toBe(false);
    expect(isPastDue('2026-11-21', TODAY)).toBe(false);
    expect(isPastDue(null, TODAY)).toBe(false);
  });
});

describe('isDueForReview', () => {
  it('takes open items whose date has passed, is today or falls within the week', () => {
    expect(reviewHorizon(TODAY)).toBe('2026-11-27');
    expect(isDueForReview({ status: 'New', dueDate: '2026-10-01' }, TODAY)).toBe(true);
    expect(isDueForReview({ status: 'In Treatment', dueDate: TODAY }, TODAY)).toBe(true);
    expect(isDueForReview({ status: 'On Hold', dueDate: '2026-11-27' }, TODAY)).toBe(true);
    expect(isDueForReview({ status: 'New', dueDate: '2026-11-28' }, TODAY)).toBe(false);
  });

  it('leaves out closed items and items without a date', () => {
    expect(isDueForReview({ status: 'Complete', dueDate: '2026-11-01' }, TODAY)).toBe(false);
    expect(isDueForReview({ status: 'Cancelled', dueDate: TODAY }, TODAY)).toBe(false);
    expect(isDueForReview({ status: 'New', dueDate: null }, TODAY)).toBe(false);
  });

  it('marks overdue as the RAID register does: a date before today', () => {
    expect(isReviewOverdue({ status: 'New', dueDate: '2026-11-19' }, TODAY)).toBe(true);
    expect(isReviewOverdue({ status: 'New', dueDate: TODAY }, TODAY)).toBe(false);
  });
});

describe('sprint progress', () => {
  it('counts whole calendar days left, never below zero', () => {
    expect(daysLeft('2026-11-27', TODAY)).toBe(7);
    expect(daysLeft(TODAY, TODAY)).toBe(0);
    expect(daysLeft('2026-11-10', TODAY)).toBe(0);
    // Across the end of March, whatever the clocks do.
    expect(daysLeft('2027-04-02', '2027-03-27')).toBe(6);
  });

  it('gives done as a whole percentage, an empty sprint at 0', () => {
    expect(sprintProgressPercent(0, 0)).toBe(0);
    expect(sprintProgressPercent(1, 3)).toBe(33);
    expect(sprintProgressPercent(2, 3)).toBe(67);
    expect(sprintProgressPercent(5, 5)).toBe(100);
  });
});

describe('next steps', () => {
  const none = { hasSquad: false, hasRetro: false, hasInvited: false };

  it('offers a Super Admin every step, ticking what the organisation has done', () => {
    expect(nextStepsFor('SUPER_ADMIN', { ...none, hasSquad: true })).toEqual([
      { id: 'squad', done: true },
      { id: 'retro', done: false },
      { id: 'invite', done: false },
    ]);
  });

  it('offers a squad lead only the retro and a member nothing', () => {
    expect(nextStepsFor('SQUAD_ADMIN', none)).toEqual([{ id: 'retro', done: false }]);
    expect(nextStepsFor('SQUAD_MEMBER', none)).toEqual([]);
  });

  it('shows the steps while one is left, and in place of the blocks only without a squad', () => {
    const all = { hasSquad: true, hasRetro: true, hasInvited: true };
    expect(showsNextSteps(nextStepsFor('SUPER_ADMIN', all))).toBe(false);
    expect(showsNextSteps(nextStepsFor('SUPER_ADMIN', { ...all, hasInvited: false }))).toBe(true);
    expect(nextStepsReplaceBlocks({ steps: nextStepsFor('SUPER_ADMIN', none), hasSquad: false })).toBe(true);
    expect(
      nextStepsReplaceBlocks({
        steps: nextStepsFor('SUPER_ADMIN', { ...none, hasSquad: true }),
        hasSquad: true,
      }),
    ).toBe(false);
    expect(nextStepsReplaceBlocks({ steps: nextStepsFor('SQUAD_MEMBER', none), hasSquad: false })).toBe(
      false,
    );
  });
});
