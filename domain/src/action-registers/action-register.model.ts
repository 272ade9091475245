import { ACTION_LIMITS } from '../actions/action.model.ts';

// Size limits of action registers, apart so that messages can name them without importing the
// schemas (which import the messages). A register item is an action, so it keeps an action's
// description limit.

export const ACTION_REGISTER_LIMITS = {
  nameMax: 120,
  descriptionMax: ACTION_LIMITS.descriptionMax,
  statusLabelMax: 40,
  statusLabelsMax: 12,
  itemsPerActionRegister: 500,
  commentMax: 5000,
} as const;
