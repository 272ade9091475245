import { describe, expect, it } from 'vitest';
import { INITIATIVE_ID, node, project } from './portfolio-nodes.fixture.ts';
import { buildPortfolioTree, initiativesOf, levelCounts, projectsOf } from './portfolio-tree.ts';

const SECOND = '3e0a5f7b-4c6d-4e8f-9a01-b2c3d4e5f6a7';

describe('buildPortfolioTree', () => {
  it('nests each Project under its Initiative, keeping the server order', () => {
    const first = node();
    const second = node({ id: SECOND, acronym: 'OPS', acronymId: 'OPS2', title: 'Operations' });
    const a = project({ id: 'p-a', acronymId: 'CARD1' });
    const b = project({ id: 'p-b', parentId: SECOND, acronymId: 'MON2' });
    const c = project({ id: 'p-c', acronymId: 'WAL3' });
    const tree = buildPortfolioTree([first, a, second, b, c]);
    expect(tree.map((e) => e.node.id)).toEqual([INITIATIVE_ID, SECOND]);
    expect(tree[0]?.projects.map((p) => p.id)).toEqual(['p-a', 'p-c']);
    expect(tree[1]?.projects.map((p) => p.id)).toEqual(['p-b']);
  });

  it('keeps an Initiative without Projects, with none under it', () => {
    expect(buildPortfolioTree([node()])).toEqual([{ node: node(), projects: [] }]);
  });

  it('shows a Project whose Initiative is missing at the top level, after the Initiatives', () => {
    const lost = project({ id: 'p-lost', parentId: 'gone' });
    const tree = buildPortfolioTree([lost, node()]);
    expect(tree.map((e) => e.node.id)).toEqual([INITIATIVE_ID, 'p-lost']);
    expect(tree[0]?.projects).toEqual([]);
  });

  it('is empty for an empty portfolio', () => {
    expect(buildPortfolioTree([])).toEqual([]);
  });
});

describe('levels', () => {
  const nodes = [node(), project({ id: 'p-a' }), project({ id: 'p-b', parentId: SECOND })];

  it('counts Initiatives and Projects', () => {
    expect(levelCounts(nodes)).toEqual({ initiatives: 1, projects: 2 });
    expect(levelCounts([])).toEqual({ initiatives: 0, projects: 0 });
  });

  it('picks the Initiatives, and the Projects of one Initiative', () => {
    expect(initiativesOf(nodes).map((n) => n.id)).toEqual([INITIATIVE_ID]);
    expect(projectsOf(nodes, INITIATIVE_ID).map((n) => n.id)).toEqual(['p-a']);
    expect(projectsOf(nodes, 'p-a')).toEqual([]);
  });
});
