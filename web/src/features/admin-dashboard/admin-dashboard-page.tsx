/** Issue 19: /admin-dashboard, built by the admin-dashboard feature. */
export function AdminDashboardPage() {
  return null;
}
