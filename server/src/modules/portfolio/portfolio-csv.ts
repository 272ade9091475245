import { toCsv } from '@squadboard/domain/common/csv';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';

const HEADER = [
  'Level',
  'ID',
  'Title',
  'Initiative',
  'Owner',
  'Status',
  'Planned start',
  'Planned end',
  'Features',
  'Epics',
  'Stories',
  'Open bugs',
  'Items',
  'Done',
];

/** The list as the Portfolio List shows it: each initiative followed by its projects. */
export function portfolioCsv(nodes: readonly PortfolioNode[]): string {
  const initiatives = nodes.filter((node) => node.level === 'Initiative');
  const ordered = initiatives.flatMap((initiative) => [
    initiative,
    ...nodes.filter((node) => node.parentId === initiative.id),
  ]);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return toCsv(
    HEADER,
    ordered.map((node) => [
      node.level,
      node.acronymId,
      node.title,
      node.parentId ? (byId.get(node.parentId)?.acronymId ?? '') : '',
      node.ownerName,
      node.status,
      node.plannedStart,
      node.plannedEnd,
      node.counts.features,
      node.counts.epics,
      node.counts.stories,
      node.counts.openBugs,
      node.counts.items,
      node.counts.done,
    ]),
  );
}
