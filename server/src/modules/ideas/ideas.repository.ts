import type { IdeaColumn } from '@squadboard/domain/ideas/idea.schema';
import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import { findAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import { findPortfolioNode } from '../../db/portfolio-projects.ts';
import { type IdeaRow, ideas, portfolioNodes, workItems } from '../../db/schema/index.ts';
import { unitOfWork } from '../../db/unit-of-work.ts';

export type IdeasRepository = ReturnType<typeof createIdeasRepository>;
export type ListedIdea = IdeaRow & { featureAcronym: string | null; featureNumber: number | null };

export function createIdeasRepository(db: Executor) {
  return unitOfWork(db, ideaQueries);
}

const listed = {
  idea: ideas,
  featureAcronym: workItems.acronym,
  featureNumber: workItems.acronymNumber,
};

function flatten(row: {
  idea: IdeaRow;
  featureAcronym: string | null;
  featureNumber: number | null;
}): ListedIdea {
  return { ...row.idea, featureAcronym: row.featureAcronym, featureNumber: row.featureNumber };
}

function ideaQueries(db: Executor) {
  return {
    /** The initiative if it is one of the organisation's. */
    initiative: (customerId: string, id: string) => findPortfolioNode(db, customerId, id, 'Initiative'),

    /** A project under the initiative. */
    async projectOf(initiativeId: string, projectId: string) {
      const [row] = await db
        .select({ id: portfolioNodes.id })
        .from(portfolioNodes)
        .where(and(eq(portfolioNodes.id, projectId), eq(portfolioNodes.parentId, initiativeId)));
      return row;
    },

    /** The initiative's ideas by column, in rank order (ideas_initiative_column_rank_idx). */
    async list(initiativeId: string): Promise<ListedIdea[]> {
      const rows = await db
        .select(listed)
        .from(ideas)
        .leftJoin(workItems, eq(workItems.id, ideas.featureId))
        .where(eq(ideas.initiativeId, initiativeId))
        .orderBy(asc(ideas.column), asc(ideas.rank), asc(ideas.id));
      return rows.map(flatten);
    },

    async find(
      customerId: string,
      id: string,
      options: { lock?: boolean } = {},
    ): Promise<ListedIdea | undefined> {
      const query = db
        .select(listed)
        .from(ideas)
        .leftJoin(workItems, eq(workItems.id, ideas.featureId))
        .where(and(eq(ideas.id, id), eq(ideas.customerId, customerId)));
      const [row] = await (options.lock ? query.for('update', { of: ideas }) : query);
      return row ? flatten(row) : undefined;
    },

    async count(initiativeId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(ideas).where(eq(ideas.initiativeId, initiativeId));
      return row?.n ?? 0;
    },

    /** Serialises the moves and adds on one initiative's canvas, so two never take one rank. */
    async lockCanvas(initiativeId: string): Promise<void> {
      await db
        .select({ id: portfolioNodes.id })
        .from(portfolioNodes)
        .where(eq(portfolioNodes.id, initiativeId))
        .for('no key update');
    },

    async rankOf(
      id: string,
    ): Promise<{ rank: string; column: IdeaColumn; initiativeId: string } | undefined> {
      const [row] = await db
        .select({ rank: ideas.rank, column: ideas.column, initiativeId: ideas.initiativeId })
        .from(ideas)
        .where(eq(ideas.id, id));
      return row;
    },

    async lastRank(initiativeId: string, column: IdeaColumn): Promise<string | null> {
      const [row] = await db
        .select({ rank: ideas.rank })
        .from(ideas)
        .where(and(eq(ideas.initiativeId, initiativeId), eq(ideas.column, column)))
        .orderBy(desc(ideas.rank), desc(ideas.id))
        .limit(1);
      return row?.rank ?? null;
    },

    /** The first rank in the column after `rank` (from the top when null), `movingId` aside. */
    async rankAfter(
      initiativeId: string,
      column: IdeaColumn,
      rank: string | null,
      movingId: string | null,
    ): Promise<string | null> {
      const [row] = await db
        .select({ rank: ideas.rank })
        .from(ideas)
        .where(
          and(
            eq(ideas.initiativeId, initiativeId),
            eq(ideas.column, column),
            rank === null ? undefined : gt(ideas.rank, rank),
            movingId ? ne(ideas.id, movingId) : undefined,
          ),
        )
        .orderBy(asc(ideas.rank), asc(ideas.id))
        .limit(1);
      return row?.rank ?? null;
    },

    person: (customerId: string, id: string) => findAssignable(db, customerId, id),

    async insert(values: typeof ideas.$inferInsert): Promise<IdeaRow> {
      const [row] = await db.insert(ideas).values(values).returning();
      if (!row) {
        throw new Error('idea insert returned no row');
      }
      return row;
    },

    async update(id: string, change: Partial<typeof ideas.$inferInsert>): Promise<void> {
      await db
        .update(ideas)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(ideas.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(ideas).where(eq(ideas.id, id));
    },
  };
}
