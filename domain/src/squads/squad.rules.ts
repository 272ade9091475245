import { planLimitsFor } from '../billing/billing.rules.ts';
import type { Plan, Role } from '../common/constants.ts';

// Pure squad rules: the server enforces them, the web uses them only to decide what to show.

export const SQUAD_PAGE_SIZE = 20;
// A one-letter name tells a squad from nobody; two is the shortest sensible one ("QA").
export const SQUAD_NAME_MIN = 2;
export const SQUAD_NAME_MAX = 80;
export const SQUAD_MEMBERS_MAX = 500;
export const ACRONYM_PATTERN = /^[A-Za-z0-9]{2,5}$/;

/**
 * How many squads (teams) an organisation on `plan` may have; null means unlimited (spec 000 §9).
 * The beta plan has no fixed limit: it uses the company config's team_nos.
 */
export function teamLimitFor(plan: Plan, teamNos: number): number | null {
  return planLimitsFor(plan, teamNos).teams;
}

/** Whether one more squad fits under `limit` when the organisation already has `count`. */
export function canAddSquad(limit: number | null, count: number): boolean {
  return limit === null || count < limit;
}

/** Only a Super Admin creates squads (spec 000 §6: /squad/create-squad is theirs alone). */
export function canCreateSquad(role: Role): boolean {
  return role === 'SUPER_ADMIN';
}

/**
 * Who may lead a squad: a Squad Admin, or a Super Admin (an organisation's owner leads its first
 * squad before anyone else has joined). A Squad Member may not; the service also asks that the
 * lead is an active user of the organisation.
 */
export function canLeadSquad(role: Role): boolean {
  return role === 'SUPER_ADMIN' || role === 'SQUAD_ADMIN';
}

export interface SquadPermissions {
  /** Name, acronym and lead. */
  canEditDetails: boolean;
  canEditMembers: boolean;
  canDelete: boolean;
}

/**
 * What `role` may do to a squad it can see. A Super Admin manages everything. A Squad Admin
 * "adds or removes squad members" (spec 000 §6) of the squads they lead, but renaming, changing
 * the acronym (it prefixes work-item keys) or handing the squad to another lead is the
 * organisation owner's call. Everyone else reads only.
 */
export function squadPermissionsFor(
  caller: { id: string; role: Role },
  squad: { leadId: string | null },
): SquadPermissions {
  if (caller.role === 'SUPER_ADMIN') {
    return { canEditDetails: true, canEditMembers: true, canDelete: true };
  }
  const leads = caller.role === 'SQUAD_ADMIN' && squad.leadId === caller.id;
  return { canEditDetails: false, canEditMembers: leads, canDelete: false };
}

/** Whether the caller may open the squad dialogs' candidate lists (lead and member pickers). */
export function canPickSquadUsers(role: Role): boolean {
  return role === 'SUPER_ADMIN' || role === 'SQUAD_ADMIN';
}
