import type { ActionPriority } from '@squadboard/domain/actions/action.schema';

// The colour of an action's priority badge: the same on the Actions page's cards and on a
// register's action items, which are actions of a register.

export const PRIORITY_COLOURS: Record<ActionPriority, string> = {
  Low: 'gray',
  Medium: 'yellow',
  High: 'red',
};
