import { type Caller, MSG, personName } from '@squadboard/domain';
import { canChangeComment } from '@squadboard/domain/comments/comment.rules';
import type { Comment, MentionPerson, SaveComment } from '@squadboard/domain/comments/comment.schema';
import type { CommentSubject } from '../../db/schema/index.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { presentComment } from './comments.presenter.ts';
import type { CommentsRepository } from './comments.repository.ts';
import { hasContent, mentionCandidates, sanitizeRichText } from './rich-text.ts';

// Comments with @mentions, for any subject: the subject's module checks that the
// caller may see (and change) the subject, then calls here. Bodies are sanitised and mentions
// checked against the organisation's people on every save; only the author edits or deletes.

const MENTION_CHOICES = 10;

export type CommentsService = ReturnType<typeof createCommentsService>;

export interface CommentTarget {
  kind: CommentSubject;
  id: string;
}

export function createCommentsService(deps: { repo: CommentsRepository }) {
  const { repo } = deps;

  /** The body as stored and the people it mentions; refuses one that says nothing. */
  async function clean(r: CommentsRepository, caller: Caller, input: SaveComment) {
    const known = await r.knownPeople(caller.customerId, mentionCandidates(input.body));
    const body = sanitizeRichText(input.body, known);
    if (!hasContent(body)) {
      throw invalidField('body', MSG.comments.bodyRequired);
    }
    return { body, mentions: mentionCandidates(body) };
  }

  async function own(r: CommentsRepository, caller: Caller, target: CommentTarget, id: string) {
    const row = await r.find(target.kind, target.id, id);
    if (!row) {
      throw appError('COMMENT_NOT_FOUND');
    }
    if (!canChangeComment(caller, row)) {
      throw appError('COMMENT_NOT_YOURS');
    }
    return row;
  }

  return {
    /** Whom a comment may mention: the list typing @ and letters shows (ten at most). */
    async mentionable(caller: Caller, q: string): Promise<MentionPerson[]> {
      const rows = await repo.mentionable(caller.customerId, q, MENTION_CHOICES);
      return rows.map((row) => ({ id: row.id, name: personName(row) }));
    },

    /** `subjectWritable`: the caller may change the subject (its module's check), so comment on it. */
    async list(caller: Caller, target: CommentTarget, subjectWritable: boolean): Promise<Comment[]> {
      return (await repo.list(target.kind, target.id)).map((row) =>
        presentComment(row, caller, subjectWritable),
      );
    },

    async add(caller: Caller, target: CommentTarget, input: SaveComment): Promise<Comment> {
      return repo.transaction(async (r) => {
        const author = await r.person(caller.customerId, caller.id);
        const row = await r.insert({
          customerId: caller.customerId,
          subjectKind: target.kind,
          subjectId: target.id,
          authorId: caller.id,
          authorName: author ? personName(author) : '',
          ...(await clean(r, caller, input)),
        });
        return presentComment(row, caller, true);
      });
    },

    /** The edited comment, and whom it mentions now that it did not before (they are told). */
    async edit(
      caller: Caller,
      target: CommentTarget,
      id: string,
      input: SaveComment,
    ): Promise<{ comment: Comment; newMentions: string[] }> {
      return repo.transaction(async (r) => {
        const before = await own(r, caller, target, id);
        const comment = presentComment(await r.update(id, await clean(r, caller, input)), caller, true);
        return { comment, newMentions: comment.mentions.filter((m) => !before.mentions.includes(m)) };
      });
    },

    async remove(caller: Caller, target: CommentTarget, id: string): Promise<void> {
      await repo.transaction(async (r) => {
        await own(r, caller, target, id);
        await r.remove(id);
      });
    },
  };
}
