import type { RoleUser, UserListItem } from '@squadboard/domain/users/users.schema';
import type { UserRow } from '../../db/schema/index.ts';
import type { SquadRef } from './users.repository.ts';

export function presentRoleUser(user: UserRow): RoleUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    status: user.status,
  };
}

/** A row of the Users tab; its squads are deduplicated (a lead may also be a member) and sorted. */
export function presentUserListItem(user: UserRow, squadRefs: readonly SquadRef[]): UserListItem {
  const byId = new Map<string, { id: string; name: string }>();
  for (const ref of squadRefs) {
    if (ref.userId === user.id) {
      byId.set(ref.id, { id: ref.id, name: ref.name });
    }
  }
  return {
    ...presentRoleUser(user),
    role: user.role,
    squads: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
  };
}
