// Labels of the calendar page; the title itself is MSG.retro.calendarTitle.
export const CALENDAR_UI = {
  today: 'Today',
  previous: { day: 'Previous day', week: 'Previous week', month: 'Previous month' },
  next: { day: 'Next day', week: 'Next week', month: 'Next month' },
  views: { day: 'Day', week: 'Week', month: 'Month' },
  viewSwitch: 'Calendar view',
  loading: 'Loading retros…',
  loadFailed: 'The retros could not be loaded.',
  retry: 'Try again',
  legend: 'Status colours',
  empty: 'No retros in this period.',
} as const;
