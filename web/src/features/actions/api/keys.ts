import type { ActionListQuery } from '@squadboard/domain/actions/action.schema';

// One root for every cached action answer, so a save or delete refreshes the list and counts.
export const ACTIONS_KEY = ['actions'] as const;

export const actionsKeys = {
  list: (query: ActionListQuery) => [...ACTIONS_KEY, 'list', query] as const,
};
