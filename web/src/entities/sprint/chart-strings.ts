// Labels of a sprint's burndown chart, drawn on Past Sprints and in the retro room's Sprint panel.

export const CHART_UI = {
  hours: 'hours',
  items: 'items',
  remaining: 'Remaining',
  ideal: 'Ideal',
  start: 'Start',
  burndown: (name: string) => `Burndown: ${name}`,
  burndownHint: (unit: string) =>
    `Remaining ${unit} at the end of each working day, against an even burn to zero.`,
  burndownSummary: (name: string, committed: string, remaining: string, unit: string) =>
    `${name}: ${committed} ${unit} committed, ${remaining} ${unit} left at the end.`,
} as const;
