// Size limits of actions and action registers, apart so that messages can name them without
// importing the schemas (which import the messages).

export const ACTION_LIMITS = { titleMax: 200, descriptionMax: 5000 } as const;

export const ACTION_REGISTER_LIMITS = {
  nameMax: 120,
  descriptionMax: ACTION_LIMITS.descriptionMax,
  statusLabelMax: 40,
  statusLabelsMax: 12,
  itemsPerActionRegister: 500,
  commentMax: 5000,
} as const;
