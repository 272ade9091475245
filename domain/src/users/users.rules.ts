import type { Role, UserStatus } from '../common/constants.ts';
import type { UserFilter } from './users.schema.ts';

// Permission and status rules of spec 000 §4 and §6. The server enforces them; the web uses
// them only to decide what to show.

/** Only a Super Admin lists, adds and edits users and assigns the Squad Admin role. */
export function canManageUsers(role: Role): boolean {
  return role === 'SUPER_ADMIN';
}

/** Super Admins are hidden from the list and cannot be changed through the Permissions dialogs. */
export function isManageableUser(target: { role: Role }): boolean {
  return target.role !== 'SUPER_ADMIN';
}

/** The statuses each filter lists (spec §4). */
export function statusesForFilter(filter: UserFilter): UserStatus[] {
  return filter === 'INACTIVE' ? ['INACTIVE'] : ['ACTIVE', 'UNVERIFIED', 'DISABLED'];
}

/** A new user is invited (UNVERIFIED, no password) or INACTIVE when the box is ticked. */
export function statusForNewUser(inactive: boolean): UserStatus {
  return inactive ? 'INACTIVE' : 'UNVERIFIED';
}

export interface EditOutcome {
  status: UserStatus;
  /**
   * Drop a password whose e-mail was never verified. Otherwise a deactivated then reactivated
   * account would become ACTIVE with a password chosen by whoever knew the invited address.
   */
  clearPassword: boolean;
}

/**
 * Spec §4: an edited user becomes INACTIVE when the box is ticked, otherwise ACTIVE. Two
 * exceptions keep accounts safe: a user without a password (invited, never signed up) or whose
 * e-mail is still unverified stays UNVERIFIED, and a DISABLED account (blocked by the platform,
 * not by the admin) stays DISABLED unless it is made inactive.
 */
export function editOutcome(
  current: { status: UserStatus; hasPassword: boolean },
  inactive: boolean,
): EditOutcome {
  if (inactive) {
    return { status: 'INACTIVE', clearPassword: current.status === 'UNVERIFIED' && current.hasPassword };
  }
  if (!current.hasPassword || current.status === 'UNVERIFIED') {
    return { status: 'UNVERIFIED', clearPassword: false };
  }
  if (current.status === 'DISABLED') {
    return { status: 'DISABLED', clearPassword: false };
  }
  return { status: 'ACTIVE', clearPassword: false };
}

/** Squad Members who may be given the Squad Admin role: active or invited (spec §2 ADD ROLES). */
export function isSquadAdminCandidate(user: { role: Role; status: UserStatus }): boolean {
  return user.role === 'SQUAD_MEMBER' && (user.status === 'ACTIVE' || user.status === 'UNVERIFIED');
}

/** Ends the user's sessions when this status no longer lets them in. */
export function statusEndsSessions(status: UserStatus): boolean {
  return status !== 'ACTIVE';
}
