import { Anchor, Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { PAID_PLANS, type PaidPlan, TIER_LABELS } from '@squadboard/domain/billing/billing.model';
import { formatMoney, intervalOf, tierOf } from '@squadboard/domain/billing/billing.rules';
import type { PlanPrice, SwitchPreview } from '@squadboard/domain/billing/billing.schema';
import { useEffect, useState } from 'react';
import { usePlanPrices } from '../../../../entities/billing/api/get-plan-prices.ts';
import { showFailure } from '../../../../lib/failures.ts';
import { browserNavigation } from '../../../../lib/leave-app.ts';
import { usePublicConfig } from '../../../../lib/public-config.ts';
import { toast } from '../../../../lib/toast.ts';
import { usePreviewSwitch } from '../../api/preview-switch.ts';
import { PROFILE_UI } from '../../profile-strings.ts';

const UI = PROFILE_UI.switchDialog;
const ENTERPRISE = 'enterprise';

export interface SwitchPlanDialogProps {
  opened: boolean;
  onClose: () => void;
  current: PaidPlan;
  /** The server priced the chosen plan: the caller shows the payment confirmation. */
  onPreview: (preview: SwitchPreview) => void;
}

/** "Starter · Yearly" */
export function choiceLabel(plan: PaidPlan): string {
  const interval = intervalOf(plan) === 'year' ? UI.yearly : UI.monthly;
  return `${TIER_LABELS[tierOf(plan)]} · ${interval}`;
}

function priceOf(prices: PlanPrice[] | undefined, plan: PaidPlan): string | null {
  const price = prices?.find((p) => p.plan === plan);
  return price ? PROFILE_UI.plan.price(formatMoney(price.amount, price.currency), price.interval) : null;
}

/**
 * The Switch plan chooser (spec 000 §2): every paid plan but the current one, and Enterprise,
 * which is arranged with the team rather than bought. Continue asks the server for the price.
 */
export function SwitchPlanDialog({ opened, onClose, current, onPreview }: SwitchPlanDialogProps) {
  // Asked for while a preview is under way, which the chooser then does not let go.
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={UI.title} centered size="lg">
      {/* Inside the modal, so prices and the contact address load only once it opens. */}
      <Chooser current={current} onClose={onClose} onPreview={onPreview} onBusy={setBusy} />
    </Modal>
  );
}

interface ChooserProps {
  current: PaidPlan;
  onClose: () => void;
  onPreview: (preview: SwitchPreview) => void;
  onBusy: (busy: boolean) => void;
}

function Chooser({ current, onClose, onPreview, onBusy }: ChooserProps) {
  const prices = usePlanPrices();
  const config = usePublicConfig();
  const preview = usePreviewSwitch();
  const [choice, setChoice] = useState<string | null>(null);
  const choices = PAID_PLANS.filter((plan) => plan !== current);
  const contactEmail = config.data?.contactEmail;
  useEffect(() => onBusy(preview.isPending), [onBusy, preview.isPending]);

  const proceed = () => {
    if (!choice) {
      toast.error(MSG.billing.chooseAnyPlan);
      return;
    }
    if (choice === ENTERPRISE) {
      toast.info(MSG.billing.enterpriseContact);
      if (contactEmail) {
        browserNavigation.assign(`mailto:${contactEmail}`);
      }
      return;
    }
    const plan = choices.find((p) => p === choice);
    if (plan) {
      preview.mutate(plan, {
        onSuccess: onPreview,
        onError: (error) => showFailure(error, { fallback: MSG.billing.failedToPay }),
      });
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{UI.intro}</Text>
      <Radio.Group value={choice} onChange={setChoice} label={UI.options}>
        <Stack gap="xs" mt="xs">
          {choices.map((plan) => (
            // Named outright: Chromium gives a radio card no name from its paragraphs.
            <Radio.Card
              key={plan}
              value={plan}
              radius="md"
              p="sm"
              withBorder
              aria-label={[choiceLabel(plan), priceOf(prices.data?.prices, plan)].filter(Boolean).join(', ')}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={0}>
                  <Text fw={600}>{choiceLabel(plan)}</Text>
                  {prices.isPending ? (
                    <Skeleton h={14} w={90} mt={4} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {priceOf(prices.data?.prices, plan) ?? UI.pricesFailed}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          ))}
          <Radio.Card
            value={ENTERPRISE}
            radius="md"
            p="sm"
            withBorder
            aria-label={`${UI.enterprise}, ${UI.enterprisePrice}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={0}>
                <Text fw={600}>{UI.enterprise}</Text>
                <Text size="sm" c="dimmed">
                  {UI.enterprisePrice}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        </Stack>
      </Radio.Group>
      {choice === ENTERPRISE && contactEmail ? (
        <Text size="sm">
          {MSG.billing.enterpriseContact} <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={preview.isPending}>
          {UI.cancel}
        </Button>
        <Button onClick={proceed} loading={preview.isPending}>
          {UI.continue}
        </Button>
      </Group>
    </Stack>
  );
}
