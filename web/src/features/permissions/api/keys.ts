import type { UsersQuery } from '@squadboard/domain/users/users.schema';

// One root for every cached answer of this page, so a save can refresh all of it at once.
export const PERMISSIONS_KEY = ['permissions'] as const;

export const permissionsKeys = {
  users: (query: UsersQuery) => [...PERMISSIONS_KEY, 'users', query] as const,
  squadAdmins: () => [...PERMISSIONS_KEY, 'squad-admins'] as const,
  candidates: (search: string) => [...PERMISSIONS_KEY, 'candidates', search] as const,
};
