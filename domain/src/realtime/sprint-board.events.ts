import { z } from 'zod';
import type { WorkItem } from '../work-items/work-item.schema.ts';

// The active sprint's board, live. Changes travel over HTTP, through the same routes
// as everywhere else (status, edit, create, the backlog's bulk change): the server applies each
// in one transaction, answers after it committed, then tells every socket watching that squad's
// board. The socket only watches: `sprint:watch` joins a squad's board room once the server has
// checked the caller may see that squad, `sprint:unwatch` leaves it (the page goes, the tab's
// socket stays for the bell); after a reconnect the page joins again and reloads the board over
// HTTP, so nothing missed while away stays missing.

export const ZSprintWatch = z.object({ squadId: z.uuid() });

/** The sprint board's requests by event name (socket.events.ts merges them into the one map). */
export const ZSprintBoardRequests = { 'sprint:watch': ZSprintWatch, 'sprint:unwatch': ZSprintWatch } as const;
export interface SprintBoardResults {
  'sprint:watch': Record<never, never>;
  'sprint:unwatch': Record<never, never>;
}

export interface SprintBoardServerEvents {
  /**
   * A work item of the watched squad was created or changed (or left the squad: `squadId` then
   * names another). The page puts it on the board when it belongs to the board's sprint and
   * squad, and takes it off otherwise; of two versions of one item, the later `updatedAt` wins.
   */
  'sprint:item': (payload: { item: WorkItem }) => void;
  /**
   * A sprint of the squad started or was completed, or this socket was dropped from the board
   * because its person may no longer see the squad: the page reloads the board and its squads.
   */
  'sprint:changed': (payload: { squadId: string }) => void;
}
