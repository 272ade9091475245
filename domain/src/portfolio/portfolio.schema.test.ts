import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ZCreatePortfolioNode } from './portfolio.schema.ts';

const OWNER = '5b1f0a3e-8c4d-4f1e-9a2b-3c4d5e6f7a8b';
const INITIATIVE = '0d4f6a1b-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

const messages = (input: unknown) => {
  const result = ZCreatePortfolioNode.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a new initiative or project', () => {
  it('takes an upper-cased acronym and the defaults', () => {
    const parsed = ZCreatePortfolioNode.parse({
      level: 'Initiative',
      title: ' Growth ',
      acronym: 'grw',
      ownerId: OWNER,
    });
    expect(parsed).toMatchObject({
      title: 'Growth',
      acronym: 'GRW',
      parentId: null,
      description: '',
      status: 'Not Started',
      plannedStart: null,
      plannedEnd: null,
    });
  });

  it('needs an initiative for a project', () => {
    expect(messages({ level: 'Project', title: 'Payments', acronym: 'PAY', ownerId: OWNER })).toEqual([
      MSG.portfolio.initiativeRequired,
    ]);
    expect(
      messages({ level: 'Project', title: 'Payments', acronym: 'PAY', ownerId: OWNER, parentId: INITIATIVE }),
    ).toEqual([]);
  });

  it('refuses a bad acronym, a missing title and owner, an end before the start', () => {
    expect(
      messages({
        level: 'Initiative',
        title: '',
        acronym: 'TOOLONG',
        plannedStart: '2026-12-10',
        plannedEnd: '2026-12-01',
      }),
    ).toEqual([MSG.portfolio.titleRequired, MSG.portfolio.acronymPattern, MSG.portfolio.ownerRequired]);
    expect(
      messages({
        level: 'Initiative',
        title: 'Growth',
        acronym: 'GR',
        ownerId: OWNER,
        plannedStart: '2026-12-10',
        plannedEnd: '2026-12-01',
      }),
    ).toEqual([MSG.portfolio.endBeforeStart]);
  });
});
