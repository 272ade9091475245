import { Stack, Text, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { AdminMetric } from '@squadboard/domain/admin/admin.model';
import { useEffect, useState } from 'react';
import { ListLoadFailed } from '../../components/list-states.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSessionUser } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ADMIN_UI as UI } from './admin-dashboard-strings.ts';
import { useAdminMetrics } from './api/admin-metrics.ts';
import { CustomersDrawer } from './components/customers-drawer.tsx';
import { MetricCards, MetricCardsLoading } from './components/metric-cards.tsx';
import { NoAccess } from './components/no-access.tsx';
import './admin-dashboard.css';

/**
 * /admin-dashboard (spec 001 §2.4): staff only, decided by the server. Everyone else gets the
 * 'Unverified user' toast and the 'You do not have access.' view naming their account.
 */
export function AdminDashboardPage() {
  usePageTitle(UI.title);
  const user = useSessionUser();
  const metrics = useAdminMetrics();
  const [open, setOpen] = useState<AdminMetric | null>(null);
  const refused = metrics.error instanceof ApiError && metrics.error.code === 'NOT_STAFF';

  useEffect(() => {
    if (refused) {
      toast.error(MSG.adminDashboard.unverifiedUser);
    }
  }, [refused]);

  if (refused) {
    return <NoAccess email={user.email} />;
  }
  // No side menu here (spec 001 §2.4): the page keeps its own margins.
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'lg' }}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {UI.title}
        </Title>
        <Text c="dimmed" size="sm">
          {UI.subtitle}
        </Text>
      </div>
      {metrics.isError ? (
        <ListLoadFailed retryLabel={UI.retry} onRetry={() => void metrics.refetch()} />
      ) : metrics.data ? (
        <MetricCards metrics={metrics.data.metrics} onOpen={setOpen} />
      ) : (
        <MetricCardsLoading />
      )}
      <CustomersDrawer metric={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
