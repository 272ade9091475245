import type {
  ActionRegisterListQuery,
  ItemFilter,
} from '@squadboard/domain/action-registers/action-register.schema';

// The Project view's registers and their items share one root, so any save refreshes lists and counts.
export const ACTION_REGISTERS_KEY = ['action-registers'] as const;

export const actionRegistersKeys = {
  lists: () => [...ACTION_REGISTERS_KEY, 'list'] as const,
  list: (query: ActionRegisterListQuery) => [...ACTION_REGISTERS_KEY, 'list', query] as const,
  /** Every page of every view of a register's items (and its items' comments). */
  items: (actionRegisterId: string) => [...ACTION_REGISTERS_KEY, 'items', actionRegisterId] as const,
  itemPages: (actionRegisterId: string, view: ItemView) =>
    [...ACTION_REGISTERS_KEY, 'items', actionRegisterId, 'pages', view] as const,
  comments: (actionRegisterId: string, itemId: string) =>
    [...ACTION_REGISTERS_KEY, 'items', actionRegisterId, 'comments', itemId] as const,
};

/** The register panel's toolbar: what the server searches and sorts the items by. */
export interface ItemView {
  filter: ItemFilter;
  search: string;
}

/** The API path of one register. */
export function actionRegisterPath(id: string): string {
  return `/api/action-registers/${encodeURIComponent(id)}`;
}
