import { MSG } from '@squadboard/domain';

// Interface labels of the release dashboard that the spec does not quote (its quoted strings are
// MSG.releases in domain); kept in one place so the e2e tests and screen-reader names agree.

export const DASHBOARD_UI = {
  region: 'Release dashboard',
  close: 'Close release dashboard',
  loading: 'Loading the release dashboard',
  tryAgain: 'Try again',
  backToList: 'Back to the release list',
  status: 'Status',
  milestone: 'Milestone',
  summary: 'Summary',
  cards: { epics: 'Epics', stories: 'Stories', bugs: 'Bugs', squads: 'Squads' },
  /** 'Participating Teams by EPIC Release': the squad's column. */
  squad: 'Squad',
  noTeams: 'No epics name this release yet.',
  statusColumns: { status: 'Status', count: 'Count', percentage: 'Percentage' },
  total: 'Total',
  percentOf: (stage: string, percentage: number) => `${stage}: ${percentage}% of the epics`,
  items: {
    item: 'Item',
    squad: 'Squad',
    title: 'Title',
    status: 'Status',
    epicId: 'Epic Id',
    storyId: 'Story Id',
    bugId: 'Bug Id',
  },
  noItems: (kind: string) => `No ${kind} name this release.`,
  previousPage: (table: string) => `Previous page of ${table}`,
  nextPage: (table: string) => `Next page of ${table}`,
  pageSummary: MSG.releases.pageSummary,
  noSprint: 'In the backlog, no sprint',
  openItem: (acronymId: string, title: string) => `Open ${acronymId} ${title}`,
  emptyTitle: 'No work items in this release yet',
  // The server's rule (releases.repository dashboardItems): an epic, story or bug under one of the
  // initiative's projects whose Release version names the release; a name elsewhere does not count.
  emptyText: (name: string, initiative: string) =>
    `A work item joins a release when it belongs to a project of ${initiative} and its Release version names it: open an epic, story or bug of one of those projects and add “${name}” to its Release version.`,
  risks: 'At-risk stages',
  timeline: 'Stage timeline',
  noTimeline: 'No stage dates are set for this release.',
  today: (date: string) => `Today, ${date}`,
  span: (stage: string, start: string, end: string, state: string) =>
    `${stage}: ${start} to ${end}, ${state}`,
  spanState: { done: 'finished', current: 'in progress', ahead: 'ahead' },
} as const;
