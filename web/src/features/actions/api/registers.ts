import { type MessageResult, ZMessageResult } from '@squadboard/domain';
import {
  REGISTER_MSG,
  type RegisterItem,
  type RegisterListQuery,
  type RegisterPage,
  type RegisterStatusChange,
  type SaveRegister,
  type SaveRegisterItem,
  ZRegisterItemList,
  ZRegisterItemResult,
  ZRegisterPage,
  ZRegisterResult,
} from '@squadboard/domain/actions/register.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '../../../lib/api-client.ts';

// The Project view's calls (spec 001 §2.3, §7): registers, their items and the menu's status
// changes. Every answer is cached under one root, so any save refreshes lists and counts.

export const REGISTERS_KEY = ['registers'] as const;

export const registersKeys = {
  list: (query: RegisterListQuery) => [...REGISTERS_KEY, 'list', query] as const,
  items: (registerId: string) => [...REGISTERS_KEY, 'items', registerId] as const,
};

export type RegisterResult = z.infer<typeof ZRegisterResult>;
export type RegisterItemResult = z.infer<typeof ZRegisterItemResult>;

const path = (id: string) => `/api/registers/${encodeURIComponent(id)}`;

export function listRegisters(query: RegisterListQuery, signal?: AbortSignal): Promise<RegisterPage> {
  const params = new URLSearchParams({
    status: query.status,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  return api.get(`/api/registers?${params.toString()}`, { schema: ZRegisterPage, signal });
}

export function registersQueryOptions(query: RegisterListQuery) {
  return queryOptions({
    queryKey: registersKeys.list(query),
    queryFn: ({ signal }) => listRegisters(query, signal),
    // Paging and filtering keep the current registers on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useRegisters(query: RegisterListQuery) {
  return useQuery(registersQueryOptions(query));
}

export function listRegisterItems(registerId: string, signal?: AbortSignal): Promise<RegisterItem[]> {
  return api.get(`${path(registerId)}/items`, { schema: ZRegisterItemList, signal }).then((r) => r.items);
}

/** A register's items, asked for only while its panel is open. */
export function useRegisterItems(registerId: string, enabled: boolean) {
  return useQuery({
    queryKey: registersKeys.items(registerId),
    queryFn: ({ signal }) => listRegisterItems(registerId, signal),
    enabled,
  });
}

export function saveRegister({
  id,
  body,
}: {
  id: string | null;
  body: SaveRegister;
}): Promise<RegisterResult> {
  return id
    ? apiRequest(path(id), { method: 'PATCH', body, schema: ZRegisterResult })
    : api.post('/api/registers', body, { schema: ZRegisterResult });
}

export function changeRegisterStatus({
  id,
  status,
}: {
  id: string;
  status: RegisterStatusChange['status'];
}): Promise<MessageResult> {
  return api.post(`${path(id)}/status`, { status }, { schema: ZMessageResult });
}

export function saveRegisterItem({
  registerId,
  itemId,
  body,
}: {
  registerId: string;
  itemId: string | null;
  body: SaveRegisterItem;
}): Promise<RegisterItemResult> {
  return itemId
    ? apiRequest(`${path(registerId)}/items/${encodeURIComponent(itemId)}`, {
        method: 'PATCH',
        body,
        schema: ZRegisterItemResult,
      })
    : api.post(`${path(registerId)}/items`, body, { schema: ZRegisterItemResult });
}

function useRegistersMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REGISTERS_KEY }),
  });
}

/** Creates (id null) or updates a register. */
export function useSaveRegister() {
  return useRegistersMutation(saveRegister);
}

/** The menu's Archive and Delete. */
export function useChangeRegisterStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRegisterStatus,
    onSuccess: async (_result, { id }) => {
      // Only the lists are refreshed: a deleted register's open panel must not ask for its items
      // again (the server answers 404). Once the list no longer shows it, its items are dropped.
      await queryClient.invalidateQueries({ queryKey: [...REGISTERS_KEY, 'list'] });
      queryClient.removeQueries({ queryKey: registersKeys.items(id) });
    },
  });
}

/** Creates (itemId null) or updates an action item; the counts on the register follow. */
export function useSaveRegisterItem() {
  return useRegistersMutation(saveRegisterItem);
}

/** The server's own success message, or the spec's if an older server left it out. */
export function registerSavedMessage(result: RegisterResult, editing: boolean): string {
  return result.message || (editing ? REGISTER_MSG.updated : REGISTER_MSG.created);
}

export function itemSavedMessage(result: RegisterItemResult, editing: boolean): string {
  return result.message || (editing ? REGISTER_MSG.itemUpdated : REGISTER_MSG.itemCreated);
}
