// Size limits of actions, apart so that messages can name them without importing the schemas
// (which import the messages). The registers' limits are in action-registers/.

export const ACTION_LIMITS = { titleMax: 200, descriptionMax: 5000 } as const;
