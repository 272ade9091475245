import { describe, expect, it } from 'vitest';
import { canShapePortfolio } from './portfolio.rules.ts';

describe('canShapePortfolio', () => {
  it('is the Super Admin’s alone', () => {
    expect(canShapePortfolio('SUPER_ADMIN')).toBe(true);
    expect(canShapePortfolio('SQUAD_ADMIN')).toBe(false);
    expect(canShapePortfolio('SQUAD_MEMBER')).toBe(false);
  });
});
