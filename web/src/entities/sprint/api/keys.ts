// Query keys of a squad's sprint lifecycle, shared by the backlog's planning panel, the
// active sprint's board and the past sprints, so starting or completing a sprint anywhere
// refreshes what the others show. All live under ['sprints'], the root the Sprint Settings page
// invalidates after a sprint is created, edited or deleted.

export const sprintKeys = {
  all: ['sprints'] as const,
  /** Every squad's plan: an item moved in or out of a sprint changes its load. */
  plans: ['sprints', 'plan'] as const,
  /** Every squad's board. */
  boards: ['sprints', 'board'] as const,
  /** GET /api/sprints/plan?squadId=: the active and upcoming sprints with their load. */
  plan: (squadId: string) => ['sprints', 'plan', squadId] as const,
  /** GET /api/sprints/board?squadId=: the active sprint's board. */
  board: (squadId: string) => ['sprints', 'board', squadId] as const,
  /** GET /api/sprints/past?squadId=: the completed sprints. */
  past: (squadId: string) => ['sprints', 'past', squadId] as const,
};

/** The API path of one sprint; start and complete act on it. */
export function sprintPath(id: string): string {
  return `/api/sprints/${encodeURIComponent(id)}`;
}
