import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { PlanLimits } from '@squadboard/domain/billing/billing.model';
import type { ReactNode } from 'react';
import { PLAN_CARD_UI, planLimitLines } from './plan-card-strings.ts';

export interface PlanCardProps {
  /** The tier's name, e.g. "Starter". */
  title: string;
  /** "$12.00", or the enterprise's 'Contact-us'. */
  price: ReactNode;
  /** "per month" / "per year"; none for a price on request. */
  caption?: string | undefined;
  limits: PlanLimits;
  current?: boolean;
  /** The card's button or link. */
  action: ReactNode;
}

/** One plan's card: its name, price and limits (spec 000 §9), with what choosing it means. */
export function PlanCard({ title, price, caption, limits, current = false, action }: PlanCardProps) {
  const headingId = `plan-card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid="plan-card"
      style={current ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          {current ? <Badge variant="light">{PLAN_CARD_UI.currentBadge}</Badge> : null}
        </Group>
        <Stack gap={0}>
          <Text fz={28} fw={700} lh={1.2} data-testid="plan-price">
            {price}
          </Text>
          <Text size="sm" c="dimmed" mih={20}>
            {caption ?? ''}
          </Text>
        </Stack>
        <List size="sm" spacing={6} aria-label={PLAN_CARD_UI.limitsLabel(title)} style={{ flex: 1 }}>
          {planLimitLines(limits).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
