// Words of what several features show about retro actions (Past Sprints, the dashboard): UI copy,
// not spec strings.

export const FOLLOW_THROUGH_UI = {
  title: 'Follow-through of retro actions',
  hint: 'Actions done by the next retro, for the last six retros.',
  /** One retro's figure, as the chart's table and screen readers say it. */
  figure: (done: number, total: number, pending: boolean) =>
    `actions done by the next retro: ${done} of ${total}${pending ? ' (so far)' : ''}`,
  ratio: (done: number, total: number) => `${done} of ${total}`,
  latest: (done: number, total: number) => `Latest retro: ${done} of ${total} done so far.`,
  retro: 'Retro',
  ended: 'Ended',
  doneByNext: 'Actions done by the next retro',
  done: 'Done',
  notDone: 'Not done',
  stuck: 'Open across two retros or more',
  openAcross: (retros: number) => `Open across ${retros} retros`,
  fromRetro: (title: string) => `From ${title}`,
  due: (date: string) => `Due ${date}`,
  noDueDate: 'No due date',
  empty: 'No ended retro of this squad has raised actions yet.',
  noneStuck: 'No action has stayed open across two retros.',
  more: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  loadFailed: 'The follow-through of actions could not be loaded.',
} as const;
