// The staff-only admin metrics dashboard (spec 001 §2.4): ten cards, counted across every
// organisation. The labels are the spec's, in its order. What each one counts:
//
// - customers: organisations.
// - active_customers: organisations where someone used a session in the last
//   ADMIN_LIMITS.activeDays days (signed in or was seen since: a session's last_seen_at starts at
//   its sign-in and moves while it is used, so a sign-in in the window always counts).
// - users: users whose status is not INACTIVE (invited people waiting to sign up count).
// - initiatives / projects: portfolio nodes of that level.
// - without_squad: organisations with no squad.
// - without_users: organisations with nobody besides the Super Admin who signed up, i.e. at most
//   one user who is not INACTIVE.
// - without_portfolio: organisations with no Initiative and no Project.
// - without_work_items: organisations with no work item.
// - without_retro: organisations with no retro (deleted retros do not count).
//
// Every card opens the organisations behind it: for a count of things (users, initiatives,
// projects), the organisations that have at least one.

export const ADMIN_METRICS = [
  'customers',
  'active_customers',
  'users',
  'initiatives',
  'projects',
  'without_squad',
  'without_users',
  'without_portfolio',
  'without_work_items',
  'without_retro',
] as const;
export type AdminMetric = (typeof ADMIN_METRICS)[number];

export const ADMIN_METRIC_LABELS: Record<AdminMetric, string> = {
  customers: 'Customers',
  active_customers: 'Active Customers',
  users: 'Number Of Users',
  initiatives: 'Number Of Initiatives',
  projects: 'Number Of Projects',
  without_squad: 'Customer Without Squad',
  without_users: 'Customer Without Users',
  without_portfolio: 'Customer Without Initiative/Project',
  without_work_items: 'Customer Without Workitems',
  without_retro: 'Customer Without Retro',
};

export const ADMIN_LIMITS = {
  /** How recent a session must be for its organisation to be an Active Customer. */
  activeDays: 30,
  /** Organisations per page of a card's list. */
  pageSize: 20,
} as const;

/** An organisation without a name (sign-up does not ask for one) is listed as this. */
export const UNNAMED_CUSTOMER = '(no name)';

/**
 * Staff are the people whose e-mail domain is STAFF_EMAIL_DOMAIN, exactly (a subdomain or a
 * look-alike such as `evilsquadboard.local` is not staff). No domain configured: nobody is.
 */
export function isStaffEmail(email: string, staffDomain: string | null): boolean {
  if (!staffDomain) {
    return false;
  }
  const at = email.lastIndexOf('@');
  return at > 0 && email.slice(at + 1).toLowerCase() === staffDomain.toLowerCase();
}

export function customerDisplayName(name: string | null): string {
  return name?.trim() ? name : UNNAMED_CUSTOMER;
}
