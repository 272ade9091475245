// Query keys of work items and the portfolio, shared by every feature that shows them (the
// backlog, the portfolio, the work-item view, later the sprint boards and RAID), so a change in
// one invalidates what the others show.

export const workItemKeys = {
  all: ['work-items'] as const,
  item: (id: string) => ['work-items', 'item', id] as const,
  backlog: (squadId: string) => ['work-items', 'backlog', squadId] as const,
  features: (portfolioId: string) => ['work-items', 'features', portfolioId] as const,
  children: (id: string) => ['work-items', 'children', id] as const,
  history: (id: string) => ['work-items', 'history', id] as const,
  statusConfig: (squadId: string) => ['work-items', 'status-config', squadId] as const,
};

export const portfolioKeys = {
  all: ['portfolio'] as const,
};
