import { MSG } from '@squadboard/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyPortfolioForm,
  type PortfolioFormValues,
  toCreateBody,
  toUpdateBody,
  validateCreateForm,
  validateUpdateForm,
  valuesOfNode,
} from './portfolio-form.ts';
import { INITIATIVE_ID, node, OWNER_ID, project } from './portfolio-nodes.fixture.ts';

const M = MSG.portfolio;

function values(change: Partial<PortfolioFormValues> = {}): PortfolioFormValues {
  return {
    ...emptyPortfolioForm({ id: OWNER_ID, name: 'Ada Admin' }),
    title: 'Payments',
    acronym: 'PAY',
    ...change,
  };
}

describe('the create form', () => {
  it('starts as a Not Started Initiative owned by its creator', () => {
    expect(emptyPortfolioForm({ id: OWNER_ID, name: 'Ada Admin' })).toMatchObject({
      level: 'Initiative',
      parentId: null,
      ownerId: OWNER_ID,
      ownerName: 'Ada Admin',
      status: 'Not Started',
    });
    expect(emptyPortfolioForm(null, { level: 'Project', parentId: INITIATIVE_ID })).toMatchObject({
      level: 'Project',
      parentId: INITIATIVE_ID,
      ownerId: null,
      ownerName: '',
    });
  });

  it('gives the messages of the required fields', () => {
    expect(validateCreateForm(values({ title: '  ', acronym: '', ownerId: null }))).toMatchObject({
      title: M.titleRequired,
      acronym: M.acronymRequired,
      ownerId: M.ownerRequired,
    });
  });

  it('wants 2 to 5 letters or digits for the acronym', () => {
    expect(validateCreateForm(values({ acronym: 'P' })).acronym).toBe(M.acronymPattern);
    expect(validateCreateForm(values({ acronym: 'PAYMEN' })).acronym).toBe(M.acronymPattern);
    expect(validateCreateForm(values({ acronym: 'P-Y' })).acronym).toBe(M.acronymPattern);
    expect(validateCreateForm(values({ acronym: 'PAY2' }))).toEqual({});
  });

  it('needs an Initiative for a Project only', () => {
    expect(validateCreateForm(values({ level: 'Project' })).parentId).toBe(M.initiativeRequired);
    expect(validateCreateForm(values({ level: 'Project', parentId: INITIATIVE_ID }))).toEqual({});
    expect(validateCreateForm(values({ level: 'Initiative' }))).toEqual({});
  });

  it('refuses an end before the start, and takes the same day', () => {
    expect(
      validateCreateForm(values({ plannedStart: '2026-03-01', plannedEnd: '2026-02-28' })).plannedEnd,
    ).toBe(M.endBeforeStart);
    expect(validateCreateForm(values({ plannedStart: '2026-03-01', plannedEnd: '2026-03-01' }))).toEqual({});
  });

  it('sends trimmed text, the acronym upper-cased, and no Initiative for an Initiative', () => {
    expect(
      toCreateBody(
        values({ title: ' Payments ', acronym: 'pay', parentId: INITIATIVE_ID, description: ' x ' }),
      ),
    ).toEqual({
      level: 'Initiative',
      parentId: null,
      title: 'Payments',
      acronym: 'PAY',
      description: 'x',
      ownerId: OWNER_ID,
      plannedStart: null,
      plannedEnd: null,
      status: 'Not Started',
    });
  });
});

describe('the edit form', () => {
  it('starts from the node and passes as it is', () => {
    const p = project({ plannedStart: '2026-01-01', plannedEnd: '2026-06-30', status: 'In Progress' });
    const start = valuesOfNode(p);
    expect(start).toMatchObject({
      level: 'Project',
      parentId: INITIATIVE_ID,
      acronym: 'CARD',
      ownerName: 'Ada Admin',
    });
    expect(validateUpdateForm(start)).toEqual({});
    expect(toUpdateBody(start)).toMatchObject({ parentId: INITIATIVE_ID, status: 'In Progress' });
  });

  it('asks for an owner again when the one on record has left', () => {
    const start = valuesOfNode(node({ ownerId: null, ownerName: 'Gone Person' }));
    expect(start.ownerName).toBe('');
    expect(validateUpdateForm(start).ownerId).toBe(M.ownerRequired);
  });

  it('keeps a Project under an Initiative', () => {
    expect(validateUpdateForm({ ...valuesOfNode(project()), parentId: null }).parentId).toBe(
      M.initiativeRequired,
    );
    expect(validateUpdateForm(valuesOfNode(node()))).toEqual({});
  });
});
