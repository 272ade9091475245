import type { AdminMetric } from '@squadboard/domain/admin/admin.model';

// Query keys of the admin dashboard: the cards, and one page of the organisations behind a card.
export const adminKeys = {
  all: ['admin'] as const,
  metrics: ['admin', 'metrics'] as const,
  customers: (metric: AdminMetric, page: number) => ['admin', 'customers', metric, page] as const,
};
