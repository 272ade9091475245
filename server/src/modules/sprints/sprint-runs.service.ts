import type { Db } from '../../db/client.ts';
import type { SprintEvents } from './sprint-events.ts';

// STUB (issue 15): the sprint lifecycle: planning, start, complete, the active board, past sprints.

export type SprintRunsService = ReturnType<typeof createSprintRunsService>;

export function createSprintRunsService(deps: { db: Db; events: SprintEvents; now?: () => Date }) {
  void deps;
  return {};
}
