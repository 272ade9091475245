import { type APIRequestContext, expect } from '@playwright/test';
import { sampleBillingForm } from '@squadboard/domain/billing/billing.fixture';
import { TEST_CARDS } from '@squadboard/domain/billing/billing.model';
import type { BillingForm, BillingState, Redirect } from '@squadboard/domain/billing/billing.schema';

// Plans bought through the API with the built-in test provider (issue 18), for journeys that
// need an organisation already on a paid plan: checkout, the billing form's payment, confirm.

export function billingForm(email: string, card: string = TEST_CARDS.succeeds): BillingForm {
  return sampleBillingForm({ email, cardNumber: card });
}

/** Subscribes the signed-in Super Admin's organisation to `plan` and answers its billing state. */
export async function subscribeViaApi(
  request: APIRequestContext,
  email: string,
  plan: 'starter' | 'starterforyear' | 'professional' | 'professionalforyear',
): Promise<BillingState> {
  const checkout = await request.post('/api/billing/checkout', { data: { plan } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { sessionId } = (await checkout.json()) as Redirect;
  const pay = await request.post(`/api/billing/test-checkout/${sessionId}/pay`, { data: billingForm(email) });
  expect(pay.status(), await pay.text()).toBe(200);
  const confirm = await request.post('/api/billing/checkout/confirm', { data: { sessionId } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return (await (await request.get('/api/billing')).json()) as BillingState;
}
