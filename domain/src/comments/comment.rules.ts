import type { Can } from '../common/can.ts';

// Who may do what with a comment: the server enforces these and answers them with
// each comment, so the web offers Edit and Delete only where they will succeed.

/** Only its author edits or deletes a comment (an author who left keeps their comments). */
export function canChangeComment(caller: { id: string }, comment: { authorId: string | null }): boolean {
  return comment.authorId !== null && comment.authorId === caller.id;
}

/**
 * What the caller may do with one comment: its author may edit and delete it while the caller may
 * still comment on its subject (`subjectWritable`: a Feature's comments are a Super Admin's).
 */
export function commentAbilities(
  caller: { id: string },
  comment: { authorId: string | null },
  subjectWritable: boolean,
): Can<'edit' | 'delete'> {
  const mine = subjectWritable && canChangeComment(caller, comment);
  return { edit: mine, delete: mine };
}
