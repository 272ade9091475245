import { ACTIONS_UI } from '../actions-strings.ts';

/** Names of the date pickers' navigation buttons, shared by the Actions area's forms. */
export const DATE_ARIA_LABELS = {
  previousMonth: ACTIONS_UI.previousMonth,
  nextMonth: ACTIONS_UI.nextMonth,
  previousYear: ACTIONS_UI.previousYear,
  nextYear: ACTIONS_UI.nextYear,
  previousDecade: ACTIONS_UI.previousDecade,
  nextDecade: ACTIONS_UI.nextDecade,
  monthLevelControl: ACTIONS_UI.chooseMonth,
  yearLevelControl: ACTIONS_UI.chooseYear,
};
