import { describe, expect, it } from 'vitest';
import { ideaAbilities, mayDeleteIdea, mayPromoteIdea } from './idea.rules.ts';

const idea = { authorId: 'author', featureId: null };

describe('idea rules', () => {
  it('lets its author or a Super Admin delete an idea', () => {
    expect(mayDeleteIdea({ id: 'author', role: 'SQUAD_MEMBER' }, idea)).toBe(true);
    expect(mayDeleteIdea({ id: 'boss', role: 'SUPER_ADMIN' }, idea)).toBe(true);
    expect(mayDeleteIdea({ id: 'lead', role: 'SQUAD_ADMIN' }, idea)).toBe(false);
    expect(mayDeleteIdea({ id: 'x', role: 'SQUAD_MEMBER' }, { authorId: null })).toBe(false);
  });

  it('lets only a Super Admin promote', () => {
    expect(mayPromoteIdea({ id: 'boss', role: 'SUPER_ADMIN' })).toBe(true);
    expect(mayPromoteIdea({ id: 'lead', role: 'SQUAD_ADMIN' })).toBe(false);
  });

  it('offers promotion once, and editing and moving to everyone', () => {
    const boss = { id: 'boss', role: 'SUPER_ADMIN' } as const;
    expect(ideaAbilities(boss, idea)).toEqual({ edit: true, move: true, delete: true, promote: true });
    expect(ideaAbilities(boss, { ...idea, featureId: 'f' }).promote).toBe(false);
    expect(ideaAbilities({ id: 'm', role: 'SQUAD_MEMBER' }, idea)).toEqual({
      edit: true,
      move: true,
      delete: false,
      promote: false,
    });
  });
});
