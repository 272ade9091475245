import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';

// The Portfolio List shows the flat answer of GET /api/portfolio as a tree: each Initiative with
// its Projects under it. Kept apart from the page so the grouping can be tested without rendering.

export interface PortfolioTreeEntry {
  node: PortfolioNode;
  /** The Projects under an Initiative, in the server's order (oldest first); none for a Project. */
  projects: PortfolioNode[];
}

/**
 * Initiatives in the server's order, each with its Projects. A Project whose Initiative is not in
 * the list (it should not happen, but a half-loaded or racing answer could) is shown at the top
 * level rather than lost.
 */
export function buildPortfolioTree(nodes: readonly PortfolioNode[]): PortfolioTreeEntry[] {
  const initiatives = new Map<string, PortfolioTreeEntry>();
  for (const node of nodes) {
    if (node.level === 'Initiative') {
      initiatives.set(node.id, { node, projects: [] });
    }
  }
  const orphans: PortfolioTreeEntry[] = [];
  for (const node of nodes) {
    if (node.level !== 'Project') {
      continue;
    }
    const parent = node.parentId ? initiatives.get(node.parentId) : undefined;
    if (parent) {
      parent.projects.push(node);
    } else {
      orphans.push({ node, projects: [] });
    }
  }
  return [...initiatives.values(), ...orphans];
}

/** How many of each level the list holds, for the heading's summary. */
export function levelCounts(nodes: readonly PortfolioNode[]): { initiatives: number; projects: number } {
  let initiatives = 0;
  for (const node of nodes) {
    if (node.level === 'Initiative') {
      initiatives += 1;
    }
  }
  return { initiatives, projects: nodes.length - initiatives };
}

/** The Initiatives a Project can sit under, for the Initiative select. */
export function initiativesOf(nodes: readonly PortfolioNode[]): PortfolioNode[] {
  return nodes.filter((node) => node.level === 'Initiative');
}

/** The Projects of one Initiative, oldest first as the server sends them. */
export function projectsOf(nodes: readonly PortfolioNode[], initiativeId: string): PortfolioNode[] {
  return nodes.filter((node) => node.level === 'Project' && node.parentId === initiativeId);
}
