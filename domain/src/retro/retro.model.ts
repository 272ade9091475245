// Limits of retros and the live board, apart so that messages can name them without importing
// the schemas (which import the messages).

export const RETRO_LIMITS = {
  titleMax: 120,
  columnsMax: 8,
  columnNameMax: 60,
  pageSize: 10,
  /** Free plan: retro sessions per calendar month, and guests per retro (spec 000 §9). */
  freeRetrosPerMonth: 2,
  freeGuestsPerRetro: 10,
} as const;

export const BOARD_LIMITS = {
  cardTextMax: 2000,
  columnNameMax: RETRO_LIMITS.columnNameMax,
  columnsMax: 12,
  cardsPerRetro: 2000,
  /** Spec 002 §9: default 300 s, step 60 s. */
  timerDefaultSeconds: 300,
  timerStepSeconds: 60,
  timerMaxSeconds: 3600,
} as const;

/** Facilitation: vote budgets, group titles, saved templates. */
export const FACILITATION_LIMITS = {
  votesMin: 1,
  votesMax: 20,
  /** Suggested when the admin first sets a budget. */
  votesDefault: 3,
  groupTitleMax: 80,
  templatesPerSquad: 20,
  templateNameMax: 60,
} as const;
