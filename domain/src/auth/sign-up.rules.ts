import type { Plan, UserStatus } from '../common/constants.ts';

// Who may sign up for what. The server enforces these; the web uses
// them only to avoid sending what the server would refuse.

/** Plans a visitor may choose at sign-up; paid plans start from billing, after payment. */
export const SIGN_UP_PLANS = ['free', 'BETA'] as const satisfies readonly Plan[];

export function isSignUpPlan(plan: Plan): boolean {
  return (SIGN_UP_PLANS as readonly Plan[]).includes(plan);
}

/** An invitation link works this long; after that the admin sends a new one. */
export const INVITATION_TTL_DAYS = 7;

/**
 * An invited user who has not chosen a password yet: sign-up claims the account only with the
 * invitation's token. Inactive invitees cannot sign up at all until an admin brings them back.
 */
export function awaitsInvitation(user: { status: UserStatus; hasPassword: boolean }): boolean {
  return !user.hasPassword && (user.status === 'UNVERIFIED' || user.status === 'ACTIVE');
}
