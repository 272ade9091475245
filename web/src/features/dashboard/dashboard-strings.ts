import type { NextStepId } from '@squadboard/domain/dashboard/dashboard.schema';

// The dashboard home's own words: UI copy, not spec strings.

export const DASHBOARD_UI = {
  heading: 'Dashboard',
  welcome: (name: string) => `Welcome, ${name}!`,
  intro: 'Here is where your squads, sprints and retrospectives come together.',
  retry: 'Try again',
  loadFailed: 'This could not be loaded.',
  more: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  overdue: 'Overdue',
  noDueDate: 'No due date',
  due: (date: string) => `Due ${date}`,

  retros: {
    title: 'Retros',
    link: 'All retros',
    running: 'Running now',
    scheduled: 'Coming up',
    join: 'Join',
    joinLabel: (title: string) => `Join ${title}`,
    startedAt: (when: string) => `Started ${when}`,
    empty: 'No retro is running or scheduled in your squads.',
    emptyLink: 'Schedule a retro',
  },
  actions: {
    title: 'My actions',
    link: 'All actions',
    retroActions: 'Retro actions',
    registerItems: 'Register items',
    empty: 'Nothing assigned to you is open.',
    emptyLink: 'Open Actions',
    noneOfKind: 'None open.',
  },
  workItems: {
    title: 'My work in the active sprint',
    link: 'Active sprint',
    empty: 'No work item in a running sprint is assigned to you.',
    emptyLink: 'Open the backlog',
    open: (id: string, title: string) => `Open ${id} ${title}`,
  },
  sprints: {
    title: 'Sprint progress',
    link: 'Active sprint',
    empty: 'None of your squads is running a sprint.',
    emptyLink: 'Plan a sprint',
    done: (done: number, total: number) => `${done} of ${total} items done`,
    daysLeft: (days: number) => (days === 1 ? '1 day left' : `${days} days left`),
    lastDay: 'Ends today',
    progressLabel: (squad: string) => `${squad} sprint progress`,
  },
  risks: {
    title: 'Due for review',
    link: 'RAID',
    empty: 'No open RAID item is due for review in the next 7 days.',
    emptyLink: 'Open the RAID register',
    mine: 'Yours',
  },
  followThrough: {
    title: 'Retro follow-through',
    link: 'Past Sprints',
    squad: 'Squad',
    emptyLink: 'Open Past Sprints',
  },
  nextSteps: {
    title: 'Get started',
    intro: 'A few steps to get your organisation going.',
    done: 'Done',
    steps: {
      squad: { title: 'Create a squad', text: 'Squads own sprints, retros and actions.' },
      retro: { title: 'Start a retro', text: 'Run a live retrospective with your squad.' },
      invite: { title: 'Invite people', text: 'Add your colleagues under Permissions.' },
    } satisfies Record<NextStepId, { title: string; text: string }>,
  },
} as const;

/** Where each step is taken. */
export const NEXT_STEP_PATHS: Record<NextStepId, string> = {
  squad: '/squad/create-squad',
  retro: '/retro/create-retro',
  invite: '/configuration-settings/permissions',
};

export const DASHBOARD_PATHS = {
  retros: '/retro/retro-list',
  createRetro: '/retro/create-retro',
  actions: '/actions',
  activeSprint: '/sprint/active-sprint',
  backlog: '/backlog',
  sprintSettings: '/configuration-settings/sprint',
  raid: '/raid',
  squadSprint: (squadId: string) => `/sprint/active-sprint?squad=${encodeURIComponent(squadId)}`,
  raidItem: (id: string) => `/raid/${encodeURIComponent(id)}`,
  pastSprints: (squadId: string) => `/sprint/past-sprints?squad=${encodeURIComponent(squadId)}`,
} as const;
