import type { Can } from '../common/can.ts';
import type { Role } from '../common/constants.ts';

/**
 * Spec 000 §4 menu rules: Create Portfolio and Portfolio List are the Super Admin's alone, so
 * only they create, edit or delete initiatives and projects. Everyone else reads the portfolio.
 */
export function canShapePortfolio(role: Role): boolean {
  return role === 'SUPER_ADMIN';
}

/** What the caller may do with an initiative or project, answered with it (canShapePortfolio). */
export function portfolioNodeAbilities(role: Role): Can<'edit' | 'delete'> {
  const shape = canShapePortfolio(role);
  return { edit: shape, delete: shape };
}
