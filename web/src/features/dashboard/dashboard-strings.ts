// Placeholder content until the dashboard issue lands; pure UI copy, not spec strings.
export const DASHBOARD_TILES = {
  heading: 'Dashboard',
  tiles: [
    { title: 'Retrospectives', text: 'Run live retros with your squad and turn the talk into actions.' },
    { title: 'Sprints', text: 'Follow the active sprint and look back at past ones.' },
    { title: 'Actions', text: 'Keep track of what the squad agreed to do, and who does it.' },
  ],
} as const;

export const DASHBOARD_UI = {
  welcome: (name: string) => `Welcome, ${name}!`,
  intro: 'Here is where your squads, sprints and retrospectives come together.',
} as const;
