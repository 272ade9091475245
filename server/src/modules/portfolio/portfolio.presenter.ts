import type { Caller } from '@squadboard/domain';
import { portfolioNodeAbilities } from '@squadboard/domain/portfolio/portfolio.rules';
import type { PortfolioCounts, PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import type { PortfolioNodeRow } from './portfolio.repository.ts';

/** The counts of a node with nothing under it yet. */
export const NO_COUNTS: PortfolioCounts = {
  features: 0,
  epics: 0,
  stories: 0,
  openBugs: 0,
  items: 0,
  done: 0,
};

/** The node as `caller` sees it, with what they may do with it. */
export function presentPortfolioNode(
  row: PortfolioNodeRow,
  caller: Pick<Caller, 'role'>,
  counts: PortfolioCounts = NO_COUNTS,
): PortfolioNode {
  return {
    id: row.id,
    level: row.level,
    parentId: row.parentId,
    title: row.title,
    acronym: row.acronym,
    acronymId: `${row.acronym}${row.acronymNumber}`,
    description: row.description,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    plannedStart: row.plannedStart,
    plannedEnd: row.plannedEnd,
    status: row.status,
    counts,
    createdAt: row.createdAt.toISOString(),
    can: portfolioNodeAbilities(caller.role),
  };
}
