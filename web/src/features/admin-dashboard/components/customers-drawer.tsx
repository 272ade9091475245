import { Badge, Drawer, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ADMIN_LIMITS, ADMIN_METRIC_LABELS, type AdminMetric } from '@squadboard/domain/admin/admin.model';
import { PLAN_LABELS } from '@squadboard/domain/billing/billing.model';
import { formatDayMonthYear } from '@squadboard/domain/common/date-format';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { PageNav } from '../../../components/list-pagination.tsx';
import { ListLoadFailed, ListLoading } from '../../../components/list-states.tsx';
import { ADMIN_UI as UI } from '../admin-dashboard-strings.ts';
import { useAdminCustomers } from '../api/admin-customers.ts';

/** The organisations behind one card, newest first, 20 a page; full screen on a phone. */
export function CustomersDrawer({ metric, onClose }: { metric: AdminMetric | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const phone = useMediaQuery('(max-width: 36em)');
  useEffect(() => {
    if (metric) {
      setPage(1);
    }
  }, [metric]);
  const query = useAdminCustomers(metric, page);
  const label = metric ? ADMIN_METRIC_LABELS[metric] : '';
  const data = query.data?.metric === metric ? query.data : undefined;

  return (
    <Drawer
      opened={metric !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        <Text fw={700} fz="lg">
          {UI.customersTitle(label, data?.total ?? null)}
        </Text>
      }
    >
      {query.isError ? (
        <ListLoadFailed retryLabel={UI.retry} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <ListLoading label={UI.loadingCustomers} />
      ) : data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {UI.noCustomers}
        </Text>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={480}>
            <Table striped highlightOnHover aria-label={label} opacity={query.isFetching ? 0.6 : 1}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{UI.columns.name}</Table.Th>
                  <Table.Th>{UI.columns.created}</Table.Th>
                  <Table.Th>{UI.columns.plan}</Table.Th>
                  <Table.Th ta="right">{UI.columns.users}</Table.Th>
                  <Table.Th ta="right">{UI.columns.squads}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((customer) => (
                  <Table.Tr key={customer.id} data-testid="admin-customer-row">
                    <Table.Td fw={500}>{customer.name}</Table.Td>
                    <Table.Td>{formatDayMonthYear(dayjs(customer.createdAt).format('YYYY-MM-DD'))}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray" tt="none">
                        {PLAN_LABELS[customer.plan]}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{customer.users}</Table.Td>
                    <Table.Td ta="right">{customer.squads}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PageNav
            total={data.total}
            pageSize={ADMIN_LIMITS.pageSize}
            page={page}
            onChange={setPage}
            label={UI.customerPages}
            centered
          />
        </Stack>
      )}
    </Drawer>
  );
}
