import { type RoleUser, ZSquadAdminCandidates } from '@squadboard/domain/users/users.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { permissionsKeys } from './keys.ts';

export async function fetchSquadAdminCandidates(search: string, signal?: AbortSignal): Promise<RoleUser[]> {
  const params = new URLSearchParams({ search });
  const { candidates } = await api.get(`/api/roles/squad-admins/candidates?${params.toString()}`, {
    schema: ZSquadAdminCandidates,
    signal,
  });
  return candidates;
}

export function candidatesQueryOptions(search: string) {
  return queryOptions({
    queryKey: permissionsKeys.candidates(search),
    queryFn: ({ signal }) => fetchSquadAdminCandidates(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSquadAdminCandidates(search: string, enabled: boolean) {
  return useQuery({ ...candidatesQueryOptions(search), enabled });
}
