import type { Plan, Role } from '../common/constants.ts';

// Who may do what on the profile area (spec 000 §6). The server enforces; the web only decides
// what to show.

/** Only a Super Admin edits the organisation's name; others see it disabled. */
export function canEditCompanyName(role: Role): boolean {
  return role === 'SUPER_ADMIN';
}

/**
 * The Beta team-count panel on My Plan: Super Admins (who own the plan) and Squad Admins (who
 * create squads against the team limit) see it; members see only the plan's name.
 */
export function showsTeamCountPanel(role: Role, plan: Plan | null): boolean {
  return plan === 'BETA' && role !== 'SQUAD_MEMBER';
}

/**
 * A person is named once they have both a first and a last name (spec 000 §5): until then the
 * first-login dialog asks for them, and the server will not mark the first login done.
 */
export function hasFullName(user: { firstName?: string | null; lastName?: string | null }): boolean {
  return Boolean(user.firstName?.trim() && user.lastName?.trim());
}

export const PROFILE_TABS = ['my-profile', 'my-plan', 'payment-history', 'account-settings', 'help'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function isProfileTab(value: unknown): value is ProfileTab {
  return typeof value === 'string' && (PROFILE_TABS as readonly string[]).includes(value);
}
