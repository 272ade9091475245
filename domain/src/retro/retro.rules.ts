import { planLimitsFor } from '../billing/billing.rules.ts';
import type { Caller } from '../common/caller.ts';
import type { Can } from '../common/can.ts';
import type { Plan } from '../common/constants.ts';
import { RETRO_LIMITS } from './retro.model.ts';
import { RETRO_TEMPLATES, type RetroRole, type RetroStatus, type TemplateId } from './retro.schema.ts';

// Pure retro rules (spec 002 §1 roles, §4 statuses): the server enforces them, the web uses them
// only to decide what to show.

/** What the retro role depends on: who asks, in which organisation, with which role. */
export type RetroCaller = Pick<Caller, 'id' | 'customerId' | 'role'>;

/**
 * RETRO_ADMIN for a Super Admin of the retro's own organisation or for the Squad Admin who
 * leads its squad; everyone else (members, other admins, guests) is RETRO_USER. While a live
 * retro has a facilitator (the admin handed the role over), that person alone is its
 * admin; callers pass `facilitatorId` only for a retro in progress.
 */
export function retroRoleFor(
  caller: RetroCaller,
  retro: { customerId: string; squadLeadId: string | null; facilitatorId?: string | null },
): RetroRole {
  if (caller.customerId !== retro.customerId) {
    return 'RETRO_USER';
  }
  if (retro.facilitatorId) {
    return caller.id === retro.facilitatorId ? 'RETRO_ADMIN' : 'RETRO_USER';
  }
  if (caller.role === 'SUPER_ADMIN') {
    return 'RETRO_ADMIN';
  }
  if (caller.role === 'SQUAD_ADMIN' && retro.squadLeadId !== null && retro.squadLeadId === caller.id) {
    return 'RETRO_ADMIN';
  }
  return 'RETRO_USER';
}

/**
 * Whether the caller may create retros at all (Create Retro is offered): a Super Admin or a Squad
 * Admin; for which squads is canCreateRetroFor's answer.
 */
export function canCreateRetros(caller: Pick<Caller, 'role'>): boolean {
  return caller.role !== 'SQUAD_MEMBER';
}

/** Creating a retro for a squad takes the same rights as running it. */
export function canCreateRetroFor(
  caller: RetroCaller,
  squad: { customerId: string; leadId: string | null },
): boolean {
  return retroRoleFor(caller, { customerId: squad.customerId, squadLeadId: squad.leadId }) === 'RETRO_ADMIN';
}

/** The initial columns of a board: the template's, or the user's names for 'custom'. */
export function columnsFor(template: TemplateId, customColumns: readonly string[] | undefined): string[] {
  if (template === 'custom') {
    return (customColumns ?? [])
      .map((c) => c.trim())
      .filter((c) => c.length > 0)
      .slice(0, RETRO_LIMITS.columnsMax);
  }
  return [...RETRO_TEMPLATES[template].columns];
}

export type RetroAction = 'start' | 'cancel' | 'archive' | 'delete';

const ALLOWED_FROM: Record<Exclude<RetroAction, 'delete'>, readonly RetroStatus[]> = {
  start: ['SCHEDULED'],
  cancel: ['SCHEDULED', 'INPROGRESS'],
  archive: ['COMPLETED'],
};

export const STATUS_AFTER: Record<RetroAction, RetroStatus> = {
  start: 'INPROGRESS',
  cancel: 'CANCELLED',
  archive: 'ARCHIVED',
  delete: 'DELETED',
};

/** Whether `action` may move a retro out of `status`; a deleted retro never changes again. */
export function canTransition(status: RetroStatus, action: RetroAction): boolean {
  if (action === 'delete') {
    return status !== 'DELETED';
  }
  return ALLOWED_FROM[action].includes(status);
}

/**
 * What the caller may do with a retro from the lists, answered with it: each management action
 * takes its admin (retroRoleFor) and a status the action may leave (canTransition).
 */
export function retroAbilities(
  caller: RetroCaller,
  retro: { customerId: string; squadLeadId: string | null; status: RetroStatus },
): Can<'start' | 'cancel' | 'archive' | 'delete'> {
  const admin = retroRoleFor(caller, retro) === 'RETRO_ADMIN';
  return {
    start: admin && canTransition(retro.status, 'start'),
    cancel: admin && canTransition(retro.status, 'cancel'),
    archive: admin && canTransition(retro.status, 'archive'),
    delete: admin && canTransition(retro.status, 'delete'),
  };
}

/** Retro sessions an organisation may create per calendar month; null means unlimited. */
export function monthlyRetroLimit(plan: Plan): number | null {
  return planLimitsFor(plan, 0).retrosPerMonth;
}

/** Statuses that do not count towards the monthly limit: those retros never took place. */
export const UNCOUNTED_STATUSES: readonly RetroStatus[] = ['DELETED', 'CANCELLED'];

export const MEETING_ID_LENGTH = 10;
export const MEETING_ID_PATTERN = /^\d{10}$/;

/**
 * A meeting id: 10 digits, the first never 0 so it reads as a number. `randomInt(min, max)`
 * returns an integer in [min, max) — node:crypto's randomInt on the server.
 */
export function generateMeetingId(randomInt: (min: number, max: number) => number): string {
  let id = String(randomInt(1, 10));
  for (let i = 1; i < MEETING_ID_LENGTH; i++) {
    id += String(randomInt(0, 10));
  }
  return id;
}

/** The first instant of the UTC calendar month of `now`, and of the next one. */
export function utcMonthOf(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

export const CALENDAR_MAX_DAYS = 62;

/** Days from `from` to `to` inclusive (YYYY-MM-DD), or null when `to` is before `from`. */
export function calendarRangeDays(from: string, to: string): number | null {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Number.isFinite(days) && days >= 1 ? days : null;
}
