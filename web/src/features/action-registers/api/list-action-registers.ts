import {
  type ActionRegisterListQuery,
  type ActionRegisterPage,
  ZRegisterPage,
} from '@squadboard/domain/action-registers/action-register.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { actionRegistersKeys } from './keys.ts';

// Spec 001 §2.3: the Project view's registers, one page of one status.

export function listActionRegisters(
  query: ActionRegisterListQuery,
  signal?: AbortSignal,
): Promise<ActionRegisterPage> {
  const params = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return api.get(`/api/action-registers?${params.toString()}`, { schema: ZRegisterPage, signal });
}

export function actionRegistersQueryOptions(query: ActionRegisterListQuery) {
  return queryOptions({
    queryKey: actionRegistersKeys.list(query),
    queryFn: ({ signal }) => listActionRegisters(query, signal),
    // Paging and filtering keep the current registers on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useActionRegisters(query: ActionRegisterListQuery) {
  return useQuery(actionRegistersQueryOptions(query));
}
