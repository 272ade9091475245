import type { PortfolioLevel } from '@squadboard/domain/work-items/work-item.model';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { portfolioNodes } from './schema/index.ts';

// Portfolio nodes as other modules name them (work items sit under projects; register items,
// RAID items, ideas and releases point at nodes): the one lookup, scoped to the organisation.

const projectColumns = {
  id: portfolioNodes.id,
  acronym: portfolioNodes.acronym,
  acronymNumber: portfolioNodes.acronymNumber,
  title: portfolioNodes.title,
};

/** A node of the organisation at `level` (an Initiative or a Project), or undefined. */
export async function findPortfolioNode(db: Executor, customerId: string, id: string, level: PortfolioLevel) {
  const [row] = await db
    .select(projectColumns)
    .from(portfolioNodes)
    .where(
      and(
        eq(portfolioNodes.id, id),
        eq(portfolioNodes.customerId, customerId),
        eq(portfolioNodes.level, level),
      ),
    );
  return row;
}

/** A project of the organisation (not an initiative), or undefined. */
export function findProject(db: Executor, customerId: string, id: string) {
  return findPortfolioNode(db, customerId, id, 'Project');
}

/** "PAY2 - Payments" for each of the given projects of the organisation. */
export async function projectLabels(
  db: Executor,
  customerId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select(projectColumns)
    .from(portfolioNodes)
    .where(and(eq(portfolioNodes.customerId, customerId), inArray(portfolioNodes.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, acronymTitle(`${row.acronym}${row.acronymNumber}`, row.title)]));
}
