import { describe, expect, it } from 'vitest';
import { canShapePortfolio, portfolioNodeAbilities } from './portfolio.rules.ts';

describe('canShapePortfolio', () => {
  it('is the Super Admin’s alone', () => {
    expect(canShapePortfolio('SUPER_ADMIN')).toBe(true);
    expect(canShapePortfolio('SQUAD_ADMIN')).toBe(false);
    expect(canShapePortfolio('SQUAD_MEMBER')).toBe(false);
  });
});

describe('portfolioNodeAbilities', () => {
  it('offers editing and deleting by the same rule', () => {
    expect(portfolioNodeAbilities('SUPER_ADMIN')).toEqual({ edit: true, delete: true });
    expect(portfolioNodeAbilities('SQUAD_ADMIN')).toEqual({ edit: false, delete: false });
    expect(portfolioNodeAbilities('SQUAD_MEMBER')).toEqual({ edit: false, delete: false });
  });
});
