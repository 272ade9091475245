import { type ActionListQuery, type ActionPage, ZActionPage } from '@squadboard/domain/actions/action.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { buildListParams } from '../action-format.ts';
import { actionsKeys } from './keys.ts';

export function listActions(query: ActionListQuery, signal?: AbortSignal): Promise<ActionPage> {
  return api.get(`/api/actions?${buildListParams(query).toString()}`, { schema: ZActionPage, signal });
}

export function actionsQueryOptions(query: ActionListQuery) {
  return queryOptions({
    queryKey: actionsKeys.list(query),
    queryFn: ({ signal }) => listActions(query, signal),
    // Paging, filtering and typing keep the current cards on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useActions(query: ActionListQuery) {
  return useQuery(actionsQueryOptions(query));
}
