import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  actionCan,
  canDeleteAction,
  closingOf,
  compareByStatus,
  dueDateProblem,
  earliestToday,
} from './action.rules.ts';

describe('action rules', () => {
  const now = new Date('2026-11-22T05:00:00Z');

  it('takes the earliest "today" on Earth for the due date floor', () => {
    expect(earliestToday(now)).toBe('2026-11-21');
    expect(earliestToday(new Date('2026-11-22T13:00:00Z'))).toBe('2026-11-22');
  });

  it('refuses due dates before today for new actions, before the current one for edits', () => {
    const today = earliestToday(now);
    expect(dueDateProblem(null, today, undefined)).toBeNull();
    expect(dueDateProblem('2026-11-20', today, undefined)).toBe(MSG.actions.dueBeforeToday);
    expect(dueDateProblem('2026-11-21', today, undefined)).toBeNull();
    expect(dueDateProblem('2026-11-25', today, '2026-11-26')).toBe(MSG.actions.dueBeforeCurrent);
    expect(dueDateProblem('2026-11-10', today, '2026-11-10')).toBeNull();
    expect(dueDateProblem('2026-11-10', today, null)).toBe(MSG.actions.dueBeforeToday);
  });

  it('lets a Super Admin, the squad lead or the author delete', () => {
    const action = { createdBy: 'author', squadLeadId: 'lead' };
    expect(canDeleteAction({ id: 'x', role: 'SUPER_ADMIN' }, action)).toBe(true);
    expect(canDeleteAction({ id: 'lead', role: 'SQUAD_ADMIN' }, action)).toBe(true);
    expect(canDeleteAction({ id: 'author', role: 'SQUAD_MEMBER' }, action)).toBe(true);
    expect(canDeleteAction({ id: 'other', role: 'SQUAD_MEMBER' }, action)).toBe(false);
  });

  it('sorts by status, then High 3, Medium 2, Low 1, then newest', () => {
    const rows = [
      { id: 'a', status: 'Closed', priority: 'High', createdAt: '2026-11-01' },
      { id: 'b', status: 'Open', priority: 'Low', createdAt: '2026-11-03' },
      { id: 'c', status: 'Open', priority: 'High', createdAt: '2026-11-01' },
      { id: 'd', status: 'In Progress', priority: 'Medium', createdAt: '2026-11-02' },
      { id: 'e', status: 'Open', priority: 'Low', createdAt: '2026-11-04' },
    ] as const;
    expect([...rows].sort(compareByStatus).map((r) => r.id)).toEqual(['c', 'e', 'b', 'd', 'a']);
  });
});

describe('actionCan', () => {
  const action = { createdBy: 'creator', squadLeadId: 'lead' };
  it('offers every viewer the edit, and the delete as canDeleteAction allows it', () => {
    expect(actionCan({ id: 'x', role: 'SUPER_ADMIN' }, action)).toEqual({ edit: true, delete: true });
    expect(actionCan({ id: 'lead', role: 'SQUAD_ADMIN' }, action)).toEqual({ edit: true, delete: true });
    expect(actionCan({ id: 'creator', role: 'SQUAD_MEMBER' }, action)).toEqual({ edit: true, delete: true });
    expect(actionCan({ id: 'other', role: 'SQUAD_ADMIN' }, action)).toEqual({ edit: true, delete: false });
    expect(actionCan({ id: 'other', role: 'SQUAD_MEMBER' }, action)).toEqual({ edit: true, delete: false });
  });
});

describe('closingOf', () => {
  const at = new Date('2026-12-07T10:00:00Z');
  it('closing records when and how; closing again keeps the first record', () => {
    expect(closingOf('Open', 'Closed', at)).toEqual({ closedAt: at, closedAs: 'done' });
    expect(closingOf('In Progress', 'Closed', at, 'dropped')).toEqual({ closedAt: at, closedAs: 'dropped' });
    expect(closingOf('Closed', 'Closed', at)).toBeUndefined();
  });
  it('reopening clears the record; a new open action has none; deleting leaves it', () => {
    expect(closingOf('Closed', 'Open', at)).toEqual({ closedAt: null, closedAs: null });
    expect(closingOf(null, 'Open', at)).toEqual({ closedAt: null, closedAs: null });
    expect(closingOf('Open', 'In Progress', at)).toBeUndefined();
    expect(closingOf('Closed', 'Deleted', at)).toBeUndefined();
  });
});
