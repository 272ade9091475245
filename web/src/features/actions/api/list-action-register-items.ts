import {
  type ActionRegisterItem,
  ZRegisterItemList,
} from '@squadboard/domain/actions/action-register.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { actionRegisterPath, actionRegistersKeys } from './keys.ts';

export function listActionRegisterItems(
  actionRegisterId: string,
  signal?: AbortSignal,
): Promise<ActionRegisterItem[]> {
  return api
    .get(`${actionRegisterPath(actionRegisterId)}/items`, { schema: ZRegisterItemList, signal })
    .then((r) => r.items);
}

export function actionRegisterItemsQueryOptions(actionRegisterId: string) {
  return queryOptions({
    queryKey: actionRegistersKeys.items(actionRegisterId),
    queryFn: ({ signal }) => listActionRegisterItems(actionRegisterId, signal),
  });
}

/** A register's items, asked for only while its panel is open. */
export function useActionRegisterItems(actionRegisterId: string, enabled: boolean) {
  return useQuery({ ...actionRegisterItemsQueryOptions(actionRegisterId), enabled });
}
