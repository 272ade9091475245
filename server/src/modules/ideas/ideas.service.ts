import { type Caller, MSG, personName } from '@squadboard/domain';
import { rankBetween } from '@squadboard/domain/common/rank';
import { canDeleteIdea, canPromoteIdea } from '@squadboard/domain/ideas/idea.rules';
import {
  type CreateIdea,
  IDEA_LIMITS,
  type Idea,
  type MoveIdea,
  type UpdateIdea,
} from '@squadboard/domain/ideas/idea.schema';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import type { WorkItemsService } from '../work-items/work-items.service.ts';
import { presentIdea } from './ideas.presenter.ts';
import type { IdeasRepository, ListedIdea } from './ideas.repository.ts';

// The idea canvas: anyone of the organisation adds, edits and drags ideas on an
// initiative's canvas; its author or a Super Admin deletes one; a Super Admin promotes one to a
// Feature under a project of that initiative, in the same transaction that links the idea to it.

export type IdeasService = ReturnType<typeof createIdeasService>;

/**
 * The ideas' repository and the work-items service on one executor (built in the composition
 * root): promotion writes an idea and a work item in one transaction.
 */
export type IdeasWork = UnitOfWork<{ ideas: IdeasRepository; workItems: WorkItemsService }>;

export function createIdeasService(deps: { work: IdeasWork }) {
  const { work } = deps;
  const repo = work.ideas;

  async function found(r: IdeasRepository, caller: Caller, id: string, lock = false): Promise<ListedIdea> {
    const idea = await r.find(caller.customerId, id, { lock });
    if (!idea) {
      throw appError('IDEA_NOT_FOUND');
    }
    return idea;
  }

  async function reread(r: IdeasRepository, caller: Caller, id: string): Promise<Idea> {
    return presentIdea(await found(r, caller, id), caller);
  }

  return {
    async list(caller: Caller, initiativeId: string): Promise<Idea[]> {
      if (!(await repo.initiative(caller.customerId, initiativeId))) {
        throw appError('PORTFOLIO_NODE_NOT_FOUND');
      }
      return (await repo.list(initiativeId)).map((row) => presentIdea(row, caller));
    },

    async create(caller: Caller, input: CreateIdea): Promise<Idea> {
      return repo.transaction(async (r) => {
        if (!(await r.initiative(caller.customerId, input.initiativeId))) {
          throw invalidField('initiativeId', MSG.ideas.initiativeRequired);
        }
        await r.lockCanvas(input.initiativeId);
        if ((await r.count(input.initiativeId)) >= IDEA_LIMITS.perInitiative) {
          throw appError('IDEA_CANVAS_FULL');
        }
        const author = await r.person(caller.customerId, caller.id);
        const row = await r.insert({
          ...input,
          customerId: caller.customerId,
          rank: rankBetween(await r.lastRank(input.initiativeId, input.column), null),
          authorId: caller.id,
          authorName: author ? personName(author) : '',
        });
        return reread(r, caller, row.id);
      });
    },

    async update(caller: Caller, id: string, input: UpdateIdea): Promise<Idea> {
      return repo.transaction(async (r) => {
        await found(r, caller, id, true);
        await r.update(id, input);
        return reread(r, caller, id);
      });
    },

    /** Into `column`, right after `afterId` there (the top when null): writes this idea only. */
    async move(caller: Caller, id: string, { column, afterId }: MoveIdea): Promise<Idea> {
      return repo.transaction(async (r) => {
        const idea = await found(r, caller, id);
        await r.lockCanvas(idea.initiativeId);
        let before: string | null = null;
        if (afterId) {
          const after = await r.rankOf(afterId);
          if (
            !after ||
            after.initiativeId !== idea.initiativeId ||
            after.column !== column ||
            afterId === id
          ) {
            throw invalidField('afterId', MSG.generic.notFound);
          }
          before = after.rank;
        }
        const next = await r.rankAfter(idea.initiativeId, column, before, id);
        await r.update(id, { column, rank: rankBetween(before, next) });
        return reread(r, caller, id);
      });
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await repo.transaction(async (r) => {
        const idea = await found(r, caller, id, true);
        if (!canDeleteIdea(caller, idea)) {
          throw appError('IDEA_DELETE_FORBIDDEN');
        }
        await r.remove(id);
      });
    },

    /** A Feature under a project of the idea's initiative, titled and described as the idea. */
    async promote(caller: Caller, id: string, projectId: string): Promise<{ idea: Idea; feature: WorkItem }> {
      if (!canPromoteIdea(caller)) {
        throw appError('IDEA_PROMOTE_FORBIDDEN');
      }
      return work.transaction(async ({ ideas: r, workItems }) => {
        const idea = await found(r, caller, id, true);
        if (idea.featureId) {
          throw appError('IDEA_PROMOTED');
        }
        if (!(await r.projectOf(idea.initiativeId, projectId))) {
          throw invalidField('projectId', MSG.ideas.projectRequired);
        }
        const created = await workItems.create(caller, {
          type: 'Feature',
          title: idea.title,
          parentId: projectId,
          squadId: null,
          ownerId: null,
          priority: 4,
          severity: 4,
          beforeId: null,
        });
        const feature = idea.description
          ? await workItems.update(caller, created.id, { narrative: idea.description })
          : created;
        await r.update(id, { featureId: feature.id, column: 'Ready' });
        return { idea: await reread(r, caller, id), feature };
      });
    },
  };
}
