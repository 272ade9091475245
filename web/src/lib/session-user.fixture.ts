import type { SessionUser } from '@squadboard/domain';

/** A signed-in user for web tests: an active Super Admin of organisation c1 unless told otherwise. */
export function sessionUserFixture(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'me-1',
    email: 'olivia@example.com',
    firstName: 'Olivia',
    lastName: 'Owner',
    role: 'SUPER_ADMIN',
    status: 'ACTIVE',
    customerId: 'c1',
    companyName: null,
    plan: 'BETA',
    avatarUrl: null,
    location: null,
    timeZone: null,
    firstLogin: false,
    ...overrides,
  };
}
