// Labels only the admin dashboard shows; the spec's own strings are in MSG.adminDashboard and
// the card labels in domain/src/admin/admin.model.ts.
export const ADMIN_UI = {
  title: 'Admin Dashboard',
  subtitle: 'Figures across every organisation',
  cards: 'Metrics',
  loadingMetrics: 'Loading metrics',
  loadingCustomers: 'Loading organisations',
  retry: 'Try again',
  openCard: (label: string, count: number) => `${label}: ${count}`,
  customersTitle: (label: string, total: number | null) => (total === null ? label : `${label} (${total})`),
  noCustomers: 'No organisations here',
  columns: { name: 'Organisation', created: 'Created', plan: 'Plan', users: 'Users', squads: 'Squads' },
  customerPages: 'Organisation pages',
  backToDashboard: 'Back to dashboard',
} as const;
