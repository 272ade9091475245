import { describe, expect, it } from 'vitest';
import { canDeleteIdea, canPromoteIdea, ideaAbilities } from './idea.rules.ts';

const idea = { authorId: 'author', featureId: null };

describe('idea rules', () => {
  it('lets its author or a Super Admin delete an idea', () => {
    expect(canDeleteIdea({ id: 'author', role: 'SQUAD_MEMBER' }, idea)).toBe(true);
    expect(canDeleteIdea({ id: 'boss', role: 'SUPER_ADMIN' }, idea)).toBe(true);
    expect(canDeleteIdea({ id: 'lead', role: 'SQUAD_ADMIN' }, idea)).toBe(false);
    expect(canDeleteIdea({ id: 'x', role: 'SQUAD_MEMBER' }, { authorId: null })).toBe(false);
  });

  it('lets only a Super Admin promote', () => {
    expect(canPromoteIdea({ id: 'boss', role: 'SUPER_ADMIN' })).toBe(true);
    expect(canPromoteIdea({ id: 'lead', role: 'SQUAD_ADMIN' })).toBe(false);
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
