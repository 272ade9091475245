import { type MentionPerson, ZMentionPeople } from '@squadboard/domain/comments/comment.schema';
import { api } from '../../../lib/api-client.ts';

// The @mention list of a comment editor (spec 001 §5 "Mention comments", §9): active people of
// the organisation whose first name starts with what was typed after the @, ten at most. The
// editor asks as the letters change and drops answers it no longer needs (the signal), so this
// is a plain fetcher rather than a cached query.

export function searchMentionable(q: string, signal?: AbortSignal): Promise<MentionPerson[]> {
  const params = new URLSearchParams({ q });
  return api
    .get(`/api/comments/people?${params.toString()}`, { schema: ZMentionPeople, signal })
    .then((r) => r.items);
}
