import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { nextAcronymNumber } from '../../db/acronym-numbers.ts';
import { findAssignable } from '../../db/assignable-users.ts';
import type { Executor } from '../../db/client.ts';
import { ideas, portfolioNodes, raidItems, workItems } from '../../db/schema/index.ts';
import { unitOfWork } from '../../db/unit-of-work.ts';

export type PortfolioNodeRow = typeof portfolioNodes.$inferSelect;
type NewPortfolioNode = typeof portfolioNodes.$inferInsert;

/** What the portfolio list counts per project (spec-free: the tree with progress). */
export interface ProjectCounts {
  features: number;
  epics: number;
  stories: number;
  openBugs: number;
  items: number;
  done: number;
}

export type PortfolioRepository = ReturnType<typeof createPortfolioRepository>;

export function createPortfolioRepository(db: Executor) {
  return unitOfWork(db, portfolioQueries);
}

const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

function portfolioQueries(db: Executor) {
  return {
    /** Every node of the organisation, initiatives and projects, oldest first. */
    async list(customerId: string): Promise<PortfolioNodeRow[]> {
      return db
        .select()
        .from(portfolioNodes)
        .where(eq(portfolioNodes.customerId, customerId))
        .orderBy(asc(portfolioNodes.createdAt), asc(portfolioNodes.id));
    },

    async find(customerId: string, id: string, options: { lock?: boolean } = {}) {
      const query = db
        .select()
        .from(portfolioNodes)
        .where(and(eq(portfolioNodes.id, id), eq(portfolioNodes.customerId, customerId)));
      const [row] = await (options.lock ? query.for('update') : query);
      return row;
    },

    /** Work-item counts of the organisation's projects (work_items_project_idx). */
    async countsByProject(customerId: string): Promise<Map<string, ProjectCounts>> {
      const rows = await db
        .select({
          projectId: workItems.projectId,
          features: counted(sql`${workItems.type} = 'Feature'`),
          epics: counted(sql`${workItems.type} = 'Epic'`),
          stories: counted(sql`${workItems.type} = 'Story'`),
          openBugs: counted(sql`${workItems.type} = 'Bug' and ${workItems.statusId} <> ${STATUS_IDS.done}`),
          items: count(),
          done: counted(sql`${workItems.statusId} = ${STATUS_IDS.done}`),
        })
        .from(workItems)
        .where(and(eq(workItems.customerId, customerId), isNotNull(workItems.projectId)))
        .groupBy(workItems.projectId);
      return new Map(rows.map(({ projectId, ...counts }) => [projectId as string, counts]));
    },

    /** Whether projects, ideas or RAID items sit under the node, or work items under the project. */
    async hasChildren(id: string): Promise<boolean> {
      const [projects] = await db
        .select({ n: count() })
        .from(portfolioNodes)
        .where(eq(portfolioNodes.parentId, id));
      const [items] = await db.select({ n: count() }).from(workItems).where(eq(workItems.projectId, id));
      const [notes] = await db.select({ n: count() }).from(ideas).where(eq(ideas.initiativeId, id));
      const [raid] = await db.select({ n: count() }).from(raidItems).where(eq(raidItems.parentId, id));
      return [projects, items, notes, raid].some((counted) => (counted?.n ?? 0) > 0);
    },

    owner: (customerId: string, userId: string) => findAssignable(db, customerId, userId),

    nextNumber: (customerId: string, prefix: string) => nextAcronymNumber(db, customerId, prefix),

    async insert(values: NewPortfolioNode): Promise<PortfolioNodeRow> {
      const [row] = await db.insert(portfolioNodes).values(values).returning();
      if (!row) {
        throw new Error('portfolio insert returned no row');
      }
      return row;
    },

    async update(id: string, change: Partial<NewPortfolioNode>): Promise<PortfolioNodeRow> {
      const [row] = await db
        .update(portfolioNodes)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(portfolioNodes.id, id))
        .returning();
      if (!row) {
        throw new Error('portfolio update returned no row');
      }
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(portfolioNodes).where(eq(portfolioNodes.id, id));
    },
  };
}
