import { formatDayMonthYear } from '@squadboard/domain/common/date-format';
import type { PortfolioCounts, PortfolioStatus } from '@squadboard/domain/portfolio/portfolio.schema';
import { PORTFOLIO_UI as UI } from './portfolio-strings.ts';

// How the portfolio pages show a node's dates, progress and status.

/** The planned window in words: both ends, one of them, or that none is planned. */
export function plannedRange(start: string | null, end: string | null): string {
  const from = formatDayMonthYear(start);
  const until = formatDayMonthYear(end);
  if (from && until) {
    return UI.plannedRange(from, until);
  }
  if (from) {
    return UI.plannedFrom(from);
  }
  return until ? UI.plannedUntil(until) : UI.noDates;
}

export interface Progress {
  /** 0 to 100, rounded down so that a bar is never full before every item is done. */
  percent: number;
  /** The bar's accessible name, also shown beside it: "3 of 10 items done". */
  label: string;
}

export function progressOf(counts: Pick<PortfolioCounts, 'done' | 'items'>): Progress {
  if (counts.items <= 0) {
    return { percent: 0, label: UI.noItems };
  }
  const done = Math.min(Math.max(counts.done, 0), counts.items);
  return { percent: Math.floor((done / counts.items) * 100), label: UI.progress(done, counts.items) };
}

/** Grey before it starts, blue while it runs, yellow when paused, green when done, red when dropped. */
export const PORTFOLIO_STATUS_COLOURS: Record<PortfolioStatus, string> = {
  'Not Started': 'gray',
  'In Progress': 'blue',
  'On Hold': 'yellow',
  Completed: 'green',
  Cancelled: 'red',
};
