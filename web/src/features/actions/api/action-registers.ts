import { type MessageResult, MSG, ZMessageResult } from '@squadboard/domain';
import {
  type ActionRegisterItem,
  type ActionRegisterListQuery,
  type ActionRegisterPage,
  type ActionRegisterStatusChange,
  type SaveActionRegister,
  type SaveActionRegisterItem,
  ZRegisterItemList,
  ZRegisterItemResult,
  ZRegisterPage,
  ZRegisterResult,
} from '@squadboard/domain/actions/action-register.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '../../../lib/api-client.ts';

// The Project view's calls (spec 001 §2.3, §7): registers, their items and the menu's status
// changes. Every answer is cached under one root, so any save refreshes lists and counts.

export const ACTION_REGISTERS_KEY = ['action-registers'] as const;

export const actionRegistersKeys = {
  list: (query: ActionRegisterListQuery) => [...ACTION_REGISTERS_KEY, 'list', query] as const,
  items: (actionRegisterId: string) => [...ACTION_REGISTERS_KEY, 'items', actionRegisterId] as const,
};

export type ActionRegisterResult = z.infer<typeof ZRegisterResult>;
export type ActionRegisterItemResult = z.infer<typeof ZRegisterItemResult>;

const path = (id: string) => `/api/action-registers/${encodeURIComponent(id)}`;

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

export function listActionRegisterItems(
  actionRegisterId: string,
  signal?: AbortSignal,
): Promise<ActionRegisterItem[]> {
  return api
    .get(`${path(actionRegisterId)}/items`, { schema: ZRegisterItemList, signal })
    .then((r) => r.items);
}

/** A register's items, asked for only while its panel is open. */
export function useActionRegisterItems(actionRegisterId: string, enabled: boolean) {
  return useQuery({
    queryKey: actionRegistersKeys.items(actionRegisterId),
    queryFn: ({ signal }) => listActionRegisterItems(actionRegisterId, signal),
    enabled,
  });
}

export function saveActionRegister({
  id,
  body,
}: {
  id: string | null;
  body: SaveActionRegister;
}): Promise<ActionRegisterResult> {
  return id
    ? apiRequest(path(id), { method: 'PATCH', body, schema: ZRegisterResult })
    : api.post('/api/action-registers', body, { schema: ZRegisterResult });
}

export function changeActionRegisterStatus({
  id,
  status,
}: {
  id: string;
  status: ActionRegisterStatusChange['status'];
}): Promise<MessageResult> {
  return api.post(`${path(id)}/status`, { status }, { schema: ZMessageResult });
}

export function saveActionRegisterItem({
  actionRegisterId,
  itemId,
  body,
}: {
  actionRegisterId: string;
  itemId: string | null;
  body: SaveActionRegisterItem;
}): Promise<ActionRegisterItemResult> {
  return itemId
    ? apiRequest(`${path(actionRegisterId)}/items/${encodeURIComponent(itemId)}`, {
        method: 'PATCH',
        body,
        schema: ZRegisterItemResult,
      })
    : api.post(`${path(actionRegisterId)}/items`, body, { schema: ZRegisterItemResult });
}

function useActionRegistersMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTION_REGISTERS_KEY }),
  });
}

/** Creates (id null) or updates a register. */
export function useSaveActionRegister() {
  return useActionRegistersMutation(saveActionRegister);
}

/** The menu's Archive and Delete. */
export function useChangeActionRegisterStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeActionRegisterStatus,
    onSuccess: async (_result, { id }) => {
      // Only the lists are refreshed: a deleted register's open panel must not ask for its items
      // again (the server answers 404). Once the list no longer shows it, its items are dropped.
      await queryClient.invalidateQueries({ queryKey: [...ACTION_REGISTERS_KEY, 'list'] });
      queryClient.removeQueries({ queryKey: actionRegistersKeys.items(id) });
    },
  });
}

/** Creates (itemId null) or updates an action item; the counts on the register follow. */
export function useSaveActionRegisterItem() {
  return useActionRegistersMutation(saveActionRegisterItem);
}

/** The server's own success message, or the spec's if an older server left it out. */
export function actionRegisterSavedMessage(result: ActionRegisterResult, editing: boolean): string {
  return result.message || (editing ? MSG.actionRegisters.updated : MSG.actionRegisters.created);
}

export function itemSavedMessage(result: ActionRegisterItemResult, editing: boolean): string {
  return result.message || (editing ? MSG.actionRegisters.itemUpdated : MSG.actionRegisters.itemCreated);
}
