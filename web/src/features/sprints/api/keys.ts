/** Query keys of the sprint settings: everything under ['sprints'] is refreshed together. */
export const SPRINT_KEYS = {
  all: ['sprints'] as const,
  config: ['sprints', 'config'] as const,
  list: (squadId: string | null) => ['sprints', 'list', squadId ?? 'enterprise'] as const,
};
