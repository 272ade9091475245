import { type UserPage, type UsersQuery, ZUserPage } from '@squadboard/domain/users/users.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { permissionsKeys } from './keys.ts';

export function listUsers(query: UsersQuery, signal?: AbortSignal): Promise<UserPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    filter: query.filter,
    search: query.search,
  });
  return api.get(`/api/users?${params.toString()}`, { schema: ZUserPage, signal });
}

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: permissionsKeys.users(query),
    queryFn: ({ signal }) => listUsers(query, signal),
    // Paging, filtering and typing keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
