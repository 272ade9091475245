// Limits of sprint planning, apart so that messages can name them without importing the rules.

export const SPRINT_LIMITS = { maxDaysInSprint: 60, maxNumberOfSprints: 52, nameMax: 100 } as const;
