/** Names of a date picker's navigation buttons, the same in every form of the product. */
export const DATE_PICKER_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose month',
  yearLevelControl: 'Choose year',
} as const;
