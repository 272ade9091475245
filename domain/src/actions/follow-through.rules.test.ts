import { describe, expect, it } from 'vitest';
import {
  FOLLOW_THROUGH_RETROS,
  followedRetros,
  type OpenRetroAction,
  type RetroActionFacts,
  retroFollowThrough,
  stuckActions,
} from './follow-through.rules.ts';

const retro = (n: number) => ({ id: `r${n}`, title: `Retro ${n}`, endedAt: `2026-0${n}-10T10:00:00.000Z` });
const [r1, r2, r3] = [retro(1), retro(2), retro(3)];

function action(id: string, retroId: string, extra: Partial<RetroActionFacts> = {}): RetroActionFacts {
  return { id, retroId, status: 'Open', closedAt: null, closedAs: null, ...extra };
}
const done = (id: string, retroId: string, closedAt: string) =>
  action(id, retroId, { status: 'Closed', closedAs: 'done', closedAt });

function open(id: string, retroId: string, extra: Partial<OpenRetroAction> = {}): OpenRetroAction {
  return { ...action(id, retroId), title: `Action ${id}`, ownerName: 'Sam', dueDate: null, ...extra };
}

describe('follow-through of retro actions', () => {
  it('counts, per retro, the actions done by the end of the squad’s next retro', () => {
    const figures = retroFollowThrough(
      [r3, r1, r2],
      [
        done('in-time', 'r1', '2026-02-10T10:00:00.000Z'),
        done('too-late', 'r1', '2026-02-10T10:00:01.000Z'),
        action('dropped', 'r1', {
          status: 'Closed',
          closedAs: 'dropped',
          closedAt: '2026-01-11T00:00:00.000Z',
        }),
        action('open', 'r1'),
        done('r2-done', 'r2', '2026-02-20T00:00:00.000Z'),
        done('so-far', 'r3', '2026-12-01T00:00:00.000Z'),
        action('r3-open', 'r3', { status: 'In Progress' }),
      ],
    );
    expect(figures).toEqual([
      { retroId: 'r1', title: 'Retro 1', endedAt: r1.endedAt, done: 1, total: 4, pending: false },
      { retroId: 'r2', title: 'Retro 2', endedAt: r2.endedAt, done: 1, total: 1, pending: false },
      { retroId: 'r3', title: 'Retro 3', endedAt: r3.endedAt, done: 1, total: 2, pending: true },
    ]);
  });

  it('shows the last six ended retros, the oldest first, the earlier one still bounding the first', () => {
    const retros = Array.from({ length: 8 }, (_, i) => ({
      id: `r${i + 1}`,
      title: `Retro ${i + 1}`,
      endedAt: new Date(Date.UTC(2026, i, 1)).toISOString(),
    }));
    expect(followedRetros(retros).map((r) => r.id)).toEqual(['r3', 'r4', 'r5', 'r6', 'r7', 'r8']);
    const figures = retroFollowThrough(retros, [
      done('a', 'r3', new Date(Date.UTC(2026, 3, 1)).toISOString()),
    ]);
    expect(figures).toHaveLength(FOLLOW_THROUGH_RETROS);
    expect(figures[0]).toMatchObject({ retroId: 'r3', done: 1, total: 1, pending: false });
    expect(figures.filter((f) => f.pending).map((f) => f.retroId)).toEqual(['r8']);
  });

  it('has no figures before the first retro ends', () => {
    expect(retroFollowThrough([], [])).toEqual([]);
    expect(retroFollowThrough([r1], [])).toEqual([
      { retroId: 'r1', title: 'Retro 1', endedAt: r1.endedAt, done: 0, total: 0, pending: true },
    ]);
  });

  it('lists what stayed open across two retros or more, most retros first, then the oldest due date', () => {
    const stuck = stuckActions(
      [r1, r2, r3],
      [
        open('latest', 'r3'),
        open('two-undated', 'r2'),
        open('two-late', 'r2', { dueDate: '2026-05-01' }),
        open('two-early', 'r2', { dueDate: '2026-03-01', status: 'In Progress' }),
        open('three', 'r1', { dueDate: '2026-09-01' }),
        { ...open('closed', 'r1'), status: 'Closed', closedAs: 'done', closedAt: '2026-04-01T00:00:00.000Z' },
        open('elsewhere', 'unknown-retro'),
      ],
    );
    expect(stuck.map((s) => [s.actionId, s.retros])).toEqual([
      ['three', 3],
      ['two-early', 2],
      ['two-late', 2],
      ['two-undated', 2],
    ]);
    expect(stuck[0]).toEqual({
      actionId: 'three',
      title: 'Action three',
      ownerName: 'Sam',
      dueDate: '2026-09-01',
      retroId: 'r1',
      retroTitle: 'Retro 1',
      retros: 3,
    });
  });
});
