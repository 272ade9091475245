// Interface labels of /sprint/past-sprints. The spec words none of them; outcome
// messages (the empty state) are MSG.sprint's.

import { CHART_UI } from '../../../entities/sprint/chart-strings.ts';

export const PAST_UI = {
  ...CHART_UI,
  pageTitle: 'Past Sprints',
  loading: 'Loading past sprints',
  tryAgain: 'Try again',
  emptyHint: 'Completed sprints appear here with their figures, velocity and burndown.',
  velocity: 'Velocity',
  velocityHint: (unit: string) => `Committed and completed ${unit} per sprint, oldest to latest.`,
  velocitySummary: (average: string, unit: string, count: number) =>
    `Average velocity: ${average} ${unit} completed per sprint over ${count} sprint${count === 1 ? '' : 's'}.`,
  committed: 'Committed',
  completed: 'Completed',
  sprints: 'Completed sprints',
  sprint: 'Sprint',
  dates: 'Dates',
  itemsColumn: 'Items done',
  hoursColumn: 'Hours done',
  completion: 'Completion',
  retro: 'Retro',
  noRetro: 'None',
  select: (name: string) => `Show the burndown of ${name}`,
  dateRange: (from: string, to: string) => `${from} – ${to}`,
  ratio: (done: string, committed: string) => `${done} of ${committed}`,
  /** Long sprint names would hide each other under the bars; the table has them in full. */
  shortName: (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name),
} as const;
