import { formatMoney, intervalOf } from '@squadboard/domain/billing/billing.rules';
import type { Card, Subscription } from '@squadboard/domain/billing/billing.schema';
import { PROFILE_UI } from '../../profile-strings.ts';

// How My Plan and Payment History write cards and prices (days: entities/billing/billing-date.ts).

/** "Visa •••• 4242"; the brand as the provider names it ("visa", "mastercard"), capitalised. */
export function cardLabel(card: Card | null): string {
  if (!card) {
    return PROFILE_UI.plan.noCard;
  }
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} •••• ${card.last4}`;
}

/** "$12.00 / month": what the subscription costs each interval. */
export function priceLabel(subscription: Pick<Subscription, 'plan' | 'amount' | 'currency'>): string {
  return PROFILE_UI.plan.price(
    formatMoney(subscription.amount, subscription.currency),
    intervalOf(subscription.plan),
  );
}
