// One root for every dashboard block, so a reload of the page can refresh them together.
export const DASHBOARD_KEY = ['dashboard'] as const;

export const dashboardKeys = {
  block: (block: string) => [...DASHBOARD_KEY, block] as const,
};
