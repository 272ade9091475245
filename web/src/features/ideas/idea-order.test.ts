import type { Idea } from '@squadboard/domain/ideas/idea.schema';
import { describe, expect, it } from 'vitest';
import { byColumn, moveIdea } from './idea-order.ts';

const idea = (id: string, column: Idea['column']): Idea => ({
  id,
  initiativeId: 'i',
  title: id,
  description: '',
  column,
  authorId: null,
  authorName: 'Sam',
  featureId: null,
  featureAcronymId: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  can: { edit: true, move: true, delete: false, promote: false },
});

const IDEAS = [idea('a', 'New'), idea('b', 'New'), idea('c', 'New'), idea('x', 'Ready')];
const titles = (ideas: Idea[]) =>
  Object.fromEntries(
    Object.entries(byColumn(ideas)).map(([column, list]) => [column, list.map((i) => i.id)]),
  );

describe('moving an idea', () => {
  it('within a column: lands after the idea before its new place', () => {
    const down = moveIdea(IDEAS, 'a', 'New', 2);
    expect(down).toMatchObject({ column: 'New', afterId: 'c' });
    expect(titles(down?.next ?? [])).toMatchObject({ New: ['b', 'c', 'a'] });
    expect(moveIdea(IDEAS, 'c', 'New', 0)).toMatchObject({ afterId: null });
  });

  it('across columns, at the top, in the middle or past the end', () => {
    expect(moveIdea(IDEAS, 'b', 'Ready', 0)).toMatchObject({ column: 'Ready', afterId: null });
    const end = moveIdea(IDEAS, 'b', 'Ready', 9);
    expect(end).toMatchObject({ afterId: 'x' });
    expect(titles(end?.next ?? [])).toEqual({
      New: ['a', 'c'],
      Exploring: [],
      Ready: ['x', 'b'],
      Parked: [],
    });
    expect(moveIdea(IDEAS, 'a', 'Parked', 0)?.next.find((i) => i.id === 'a')?.column).toBe('Parked');
  });

  it('is nothing when the idea stays where it is, or is unknown', () => {
    expect(moveIdea(IDEAS, 'b', 'New', 1)).toBeNull();
    expect(moveIdea(IDEAS, 'nope', 'New', 0)).toBeNull();
  });
});
