import { formatDisplayDate } from '../common/calendar-date.ts';

// A retro belongs to a sprint: the sprint a retro looks back on, on Create Retro, the
// lists, Past Sprints and the exports, and the squad's "a retro at the end of every sprint".

const dates = (startDate: string, endDate: string) =>
  `${formatDisplayDate(startDate)} – ${formatDisplayDate(endDate)}`;

export const retroSprintMessages = {
  sprint: 'Sprint',
  noSprint: 'No sprint',
  sprintHint: 'The sprint this retro looks back on.',
  sprintsFailed: 'The squad’s sprints could not be loaded.',
  notOfSquad: 'Choose a sprint of this squad, or an enterprise sprint.',
  dates,
  /** "Sprint 14 (02/03/2028 – 13/03/2028)": a sprint named with its dates, on pickers and exports. */
  withDates: (name: string, startDate: string, endDate: string) => `${name} (${dates(startDate, endDate)})`,
  /** The title of the retro the squad's setting schedules when a sprint starts. */
  scheduledTitle: (sprintName: string) => `${sprintName} retro`,
  settingLabel: 'A retro at the end of every sprint',
  settingHint:
    'When a sprint starts, its retro is scheduled on the sprint’s end date at this time (in the lead’s time zone), with the default board.',
  timeLabel: 'Usual retro time',
  timeInvalid: 'Enter a time as HH:MM, e.g. 15:00.',
} as const;
