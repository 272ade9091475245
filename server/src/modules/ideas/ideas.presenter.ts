import type { Caller } from '@squadboard/domain';
import { ideaAbilities } from '@squadboard/domain/ideas/idea.rules';
import type { Idea } from '@squadboard/domain/ideas/idea.schema';
import type { ListedIdea } from './ideas.repository.ts';

export function presentIdea(row: ListedIdea, caller: Caller): Idea {
  return {
    id: row.id,
    initiativeId: row.initiativeId,
    title: row.title,
    description: row.description,
    column: row.column,
    authorId: row.authorId,
    authorName: row.authorName,
    featureId: row.featureId,
    featureAcronymId:
      row.featureAcronym && row.featureNumber !== null ? `${row.featureAcronym}${row.featureNumber}` : null,
    createdAt: row.createdAt.toISOString(),
    can: ideaAbilities(caller, row),
  };
}
