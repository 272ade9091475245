import { Button, Divider, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { PLAN_LABELS } from '@squadboard/domain/billing/billing.model';
import { formatMoney } from '@squadboard/domain/billing/billing.rules';
import type { SwitchPreview } from '@squadboard/domain/billing/billing.schema';
import { formatBillingDate } from '../../../../entities/billing/billing-date.ts';
import { isFailureCode, showFailure } from '../../../../lib/failures.ts';
import { toast } from '../../../../lib/toast.ts';
import { usePreviewSwitch } from '../../api/preview-switch.ts';
import { useSwitchPlan } from '../../api/switch-plan.ts';
import { PROFILE_UI } from '../../profile-strings.ts';

const UI = PROFILE_UI.paymentDialog;

export interface SwitchPaymentDialogProps {
  /** The preview to confirm; null keeps the dialog closed. */
  preview: SwitchPreview | null;
  /** A newer preview (the first one expired before Pay). */
  onPreview: (preview: SwitchPreview) => void;
  onBack: () => void;
  /** The switch went through. */
  onDone: () => void;
}

/**
 * The Switch plan payment confirmation (spec 000 §4 "Plan values"): the proration lines, what is
 * due today and Pay, which charges exactly what the preview showed (its prorationDate).
 */
export function SwitchPaymentDialog({ preview, onPreview, onBack, onDone }: SwitchPaymentDialogProps) {
  const pay = useSwitchPlan();
  const again = usePreviewSwitch();
  const busy = pay.isPending || again.isPending;
  const close = () => {
    if (!busy) {
      onBack();
    }
  };
  const confirm = () => {
    if (!preview) {
      return;
    }
    pay.mutate(
      { plan: preview.plan, prorationDate: preview.prorationDate },
      {
        onSuccess: () => {
          toast.success(MSG.billing.changed);
          onDone();
        },
        onError: (error) => {
          // The price was shown too long ago: show the current one and let them Pay again.
          if (isFailureCode(error, 'PREVIEW_EXPIRED')) {
            toast.info(MSG.billing.previewExpired);
            again.mutate(preview.plan, {
              onSuccess: onPreview,
              onError: (failure) => showFailure(failure, { fallback: MSG.billing.failedToPay }),
            });
            return;
          }
          showFailure(error, { fallback: MSG.billing.failedToPay });
        },
      },
    );
  };

  return (
    <Modal opened={preview !== null} onClose={close} title={UI.title} centered size="lg">
      {preview ? (
        <Stack gap="md">
          <Text size="sm">{UI.intro(PLAN_LABELS[preview.plan])}</Text>
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{UI.description}</Table.Th>
                  <Table.Th ta="right">{UI.amount}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.lines.map((line, index) => (
                  // Lines have no id and may repeat a description; their order is the invoice's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={index}>
                    <Table.Td>{line.description}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(line.amount, preview.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>{UI.total}</Text>
            <Text fw={700} data-testid="switch-total">
              {formatMoney(preview.total, preview.currency)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {UI.nextBill}
            </Text>
            <Text size="sm">{formatBillingDate(preview.nextBillDate)}</Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {UI.back}
            </Button>
            <Button onClick={confirm} loading={busy}>
              {UI.pay}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
