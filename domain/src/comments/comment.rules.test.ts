import { describe, expect, it } from 'vitest';
import { canChangeComment, commentAbilities } from './comment.rules.ts';

describe('comment rules', () => {
  it('lets only the author change a comment', () => {
    expect(canChangeComment({ id: 'a' }, { authorId: 'a' })).toBe(true);
    expect(canChangeComment({ id: 'b' }, { authorId: 'a' })).toBe(false);
    expect(canChangeComment({ id: 'a' }, { authorId: null })).toBe(false);
  });

  it('offers edit and delete to the author while the subject may be commented on', () => {
    expect(commentAbilities({ id: 'a' }, { authorId: 'a' }, true)).toEqual({ edit: true, delete: true });
    expect(commentAbilities({ id: 'a' }, { authorId: 'a' }, false)).toEqual({ edit: false, delete: false });
    expect(commentAbilities({ id: 'b' }, { authorId: 'a' }, true)).toEqual({ edit: false, delete: false });
  });
});
