import { type RoleUser, ZSquadAdmins } from '@squadboard/domain/users/users.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { permissionsKeys } from './keys.ts';

export async function fetchSquadAdmins(signal?: AbortSignal): Promise<RoleUser[]> {
  const { admins } = await api.get('/api/roles/squad-admins', { schema: ZSquadAdmins, signal });
  return admins;
}

export const squadAdminsQueryOptions = queryOptions({
  queryKey: permissionsKeys.squadAdmins(),
  queryFn: ({ signal }) => fetchSquadAdmins(signal),
});

export function useSquadAdmins(enabled: boolean) {
  return useQuery({ ...squadAdminsQueryOptions, enabled });
}
