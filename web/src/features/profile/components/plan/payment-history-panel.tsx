import { Anchor, Badge, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import { canManagePlan, formatMoney } from '@squadboard/domain/billing/billing.rules';
import type { Invoice } from '@squadboard/domain/billing/billing.schema';
import type { Profile } from '@squadboard/domain/profile/profile.schema';
import { ListLoadFailed } from '../../../../components/list-states.tsx';
import { useBilling } from '../../../../entities/billing/api/get-billing.ts';
import { formatBillingDate } from '../../../../entities/billing/billing-date.ts';
import { useInvoices } from '../../api/get-invoices.ts';
import { PROFILE_UI } from '../../profile-strings.ts';
import { cardLabel } from './plan-format.ts';

const UI = PROFILE_UI.history;

/**
 * The theme's md breakpoint: below it the panel beside the profile card is too narrow for six
 * columns (a tablet would scroll Amount out of sight), so invoices become cards.
 */
const TABLE_QUERY = '(min-width: 62em)';

const STATUS_COLOURS: Record<Invoice['status'], string> = {
  draft: 'gray',
  open: 'yellow',
  paid: 'teal',
  void: 'gray',
  uncollectible: 'red',
};

/**
 * Payment History (spec 000 §2): the card on file and the organisation's invoices. The plan is
 * the server's (it changes with a checkout); only a Super Admin's browser asks for invoices.
 */
export function PaymentHistoryPanel({ profile }: { profile: Profile }) {
  const billing = useBilling();
  if (billing.isError) {
    return <LoadFailed onRetry={() => void billing.refetch()} />;
  }
  if (!billing.data) {
    return <Loading />;
  }
  if (billing.data.plan === 'BETA') {
    return <Text>{MSG.billing.betaPaymentMethod}</Text>;
  }
  if (!canManagePlan(profile.role)) {
    return <Text>{UI.onlySuperAdmin}</Text>;
  }
  return <Invoices />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ListLoadFailed
      message={UI.loadFailed}
      retryLabel={PROFILE_UI.tryAgain}
      onRetry={onRetry}
      framed={false}
    />
  );
}

function Loading() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={UI.loading}>
      <Skeleton h={18} w={260} />
      <Skeleton h={120} />
    </Stack>
  );
}

function Invoices() {
  const invoices = useInvoices(true);
  const roomy = useMediaQuery(TABLE_QUERY, true, { getInitialValueInEffect: false });
  if (invoices.isError) {
    return <LoadFailed onRetry={() => void invoices.refetch()} />;
  }
  if (!invoices.data) {
    return <Loading />;
  }
  const { card, invoices: rows } = invoices.data;
  return (
    <Stack gap="md">
      <Text fw={600}>{UI.paymentMethod(cardLabel(card))}</Text>
      {rows.length === 0 ? (
        <Text c="dimmed">{PROFILE_UI.paymentHistoryEmpty}</Text>
      ) : roomy ? (
        <InvoiceTable rows={rows} />
      ) : (
        <InvoiceCards rows={rows} />
      )}
    </Stack>
  );
}

function StatusBadge({ status }: { status: Invoice['status'] }) {
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]}>
      {UI.statuses[status]}
    </Badge>
  );
}

function ViewLink({ invoice }: { invoice: Invoice }) {
  if (!invoice.url) {
    return null;
  }
  return (
    <Anchor
      href={invoice.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={UI.viewInvoice(invoice.number ?? formatBillingDate(invoice.createdAt))}
    >
      {UI.view}
    </Anchor>
  );
}

function InvoiceTable({ rows }: { rows: Invoice[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={UI.invoices}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{UI.date}</Table.Th>
            <Table.Th>{UI.invoice}</Table.Th>
            <Table.Th>{UI.description}</Table.Th>
            <Table.Th ta="right">{UI.amount}</Table.Th>
            <Table.Th>{UI.status}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{UI.view}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBillingDate(invoice.createdAt)}</Table.Td>
              <Table.Td>{invoice.number ?? '—'}</Table.Td>
              <Table.Td>{invoice.description}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.total, invoice.currency)}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td>
                <ViewLink invoice={invoice} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On phones and tablets each invoice is a small card. */
function InvoiceCards({ rows }: { rows: Invoice[] }) {
  return (
    <Stack gap="sm" role="list" aria-label={UI.invoices}>
      {rows.map((invoice) => (
        <Paper key={invoice.id} withBorder radius="md" p="sm" role="listitem">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {formatBillingDate(invoice.createdAt)} · {invoice.number ?? '—'}
            </Text>
            <Text size="sm">{invoice.description}</Text>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{formatMoney(invoice.total, invoice.currency)}</Text>
              <Group gap="sm">
                <StatusBadge status={invoice.status} />
                <ViewLink invoice={invoice} />
              </Group>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
