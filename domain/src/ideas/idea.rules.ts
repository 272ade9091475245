import type { Can } from '../common/can.ts';
import type { Role } from '../common/constants.ts';

// Who may do what on the idea canvas: anyone of the organisation adds, edits and drags
// ideas; its author or a Super Admin deletes one; a Super Admin promotes one, once. The server
// enforces these and answers them with each idea, so the canvas offers only what will succeed.

type Caller = { id: string; role: Role };

export function canDeleteIdea(caller: Caller, idea: { authorId: string | null }): boolean {
  return caller.role === 'SUPER_ADMIN' || (idea.authorId !== null && idea.authorId === caller.id);
}

/** Promoting is a Super Admin's (it makes a Feature, which only they may change). */
export function canPromoteIdea(caller: Caller): boolean {
  return caller.role === 'SUPER_ADMIN';
}

export function ideaAbilities(
  caller: Caller,
  idea: { authorId: string | null; featureId: string | null },
): Can<'edit' | 'move' | 'delete' | 'promote'> {
  return {
    edit: true,
    move: true,
    delete: canDeleteIdea(caller, idea),
    promote: canPromoteIdea(caller) && idea.featureId === null,
  };
}
