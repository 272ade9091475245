// Interface labels of Sprint Settings. The field names are the spec's (spec 000 configuration
// area); spec messages themselves live in MSG.sprint.

export const SPRINT_UI = {
  title: 'Sprint Settings',
  cadenceOn: 'One cadence for the whole company: every squad follows the same sprints.',
  cadenceOff: 'Each squad plans its own sprints.',
  cadenceLocked: 'Only a Super Admin can change the sprint cadence.',
  squad: 'Squad',
  selectSquad: 'Select a squad',
  create: 'Create',
  cancel: 'Cancel',
  sprintName: 'Sprint Name',
  startDate: 'Start Date',
  endDate: 'End Date',
  pickDate: 'Pick a date',
  enterpriseDays: 'No of days in Sprint',
  numberOfSprints: 'Number of sprints',
  squads: 'Squads',
  squadDays: 'No Of Days in Sprint',
  workingDaysHint: 'Working days: Saturdays and Sundays are skipped.',
  enterpriseDialog: 'Create enterprise sprints',
  squadDialog: 'Create sprint',
  earliestStart: (date: string) => `Earliest start: ${date}`,
  plan: (first: string, last: string, from: string, to: string) =>
    first === last ? `${first}: ${from} – ${to}` : `${first} to ${last}: ${from} – ${to}`,
  sprintsTable: 'Sprints',
  empty: 'No upcoming sprints.',
  emptyCanCreate: 'Use Create to plan the next sprints.',
  createDisabledEnterprise: 'The enterprise cadence is on: only a Super Admin plans sprints.',
  createDisabledSquad: 'Only a squad lead or a Super Admin can plan sprints.',
} as const;
