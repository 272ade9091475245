import type { SessionUser } from '@squadboard/domain';
import type { CustomerRow } from '../../db/schema/index.ts';
import type { SessionUserRow } from './auth.repository.ts';

/** Where the browser fetches an avatar image; the avatar module serves this path. */
export function avatarUrlFor(userId: string, avatarKey: string | null): string | null {
  return avatarKey ? `/api/users/${userId}/avatar?v=${encodeURIComponent(avatarKey)}` : null;
}

/** From the session lookup's columns or from whole rows (sign-in, the profile). */
export function presentSessionUser({
  user,
  customer,
}: {
  user: SessionUserRow;
  customer: Pick<CustomerRow, 'id' | 'name' | 'plan'>;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    status: user.status,
    customerId: customer.id,
    companyName: customer.name,
    plan: customer.plan,
    avatarUrl: avatarUrlFor(user.id, user.avatarKey),
    location: user.location,
    timeZone: user.timeZone,
    firstLogin: user.firstLogin,
  };
}
