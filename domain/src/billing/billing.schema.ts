import { z } from 'zod';
import { PLANS } from '../common/constants.ts';
import { MSG } from '../messages.ts';
import {
  BILLING_INTERVALS,
  BILLING_LIMITS,
  PAID_PLANS,
  PAYMENT_PROVIDERS,
  PLAN_TIERS,
  SUBSCRIPTION_STATUSES,
} from './billing.model.ts';
import { cardExpired, isCardNumber } from './billing.rules.ts';
import type { BillingPlaces } from './billing-countries.ts';

// Payloads of plans and payment (spec 000 §3 "Plan details", "Subscription data", "Plan-switch
// preview", §7 Payment), one schema each, shared by the server routes and the web. Amounts are
// minor units; instants are ISO date-times.

const M = MSG.billing;
const instant = z.iso.datetime({ offset: true });

export const ZPaidPlan = z.enum(PAID_PLANS, { error: M.chooseAnyPlan });
export const ZPlanValue = z.enum(PLANS);
export const ZSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export const ZPaymentProviderKind = z.enum(PAYMENT_PROVIDERS);

export const ZPlanPrice = z.object({
  plan: ZPaidPlan,
  tier: z.enum(PLAN_TIERS),
  interval: z.enum(BILLING_INTERVALS),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3).max(3),
});
export type PlanPrice = z.infer<typeof ZPlanPrice>;

/** GET /api/billing/prices: public, for the plans page. */
export const ZPlanPrices = z.object({
  prices: z.array(ZPlanPrice),
  trialDays: z.number().int().nonnegative(),
  provider: ZPaymentProviderKind,
});
export type PlanPrices = z.infer<typeof ZPlanPrices>;

export const ZCard = z.object({ brand: z.string(), last4: z.string() });
export type Card = z.infer<typeof ZCard>;

export const ZSubscription = z.object({
  plan: ZPaidPlan,
  status: ZSubscriptionStatus,
  cancelAtPeriodEnd: z.boolean(),
  /** The next bill date while it runs; the end date when it is set to end. */
  currentPeriodEnd: instant.nullable(),
  trialEnd: instant.nullable(),
  /** When it ended (status canceled). */
  endedAt: instant.nullable(),
  card: ZCard.nullable(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
});
export type Subscription = z.infer<typeof ZSubscription>;

/** GET /api/billing: the caller's organisation's plan, limits and subscription. */
export const ZBillingState = z.object({
  plan: ZPlanValue,
  teamNos: z.number().int(),
  limits: z.object({
    teams: z.number().int().nullable(),
    guestsPerRetro: z.number().int().nullable(),
    retrosPerMonth: z.number().int().nullable(),
  }),
  squadCount: z.number().int(),
  canManage: z.boolean(),
  trialEligible: z.boolean(),
  subscription: ZSubscription.nullable(),
  /** Set when a paid plan ended and a restart still restores the account (spec 000 §9). */
  restoreBy: instant.nullable(),
  provider: ZPaymentProviderKind,
});
export type BillingState = z.infer<typeof ZBillingState>;

export const ZCheckoutRequest = z.object({ plan: ZPaidPlan });
export type CheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** A hosted checkout to send the browser to. */
export const ZRedirect = z.object({ sessionId: z.string(), url: z.string() });
export type Redirect = z.infer<typeof ZRedirect>;

export const ZSessionId = z.object({ sessionId: z.string().trim().min(1).max(255) });

/** POST /api/billing/checkout/confirm: what /confirmed-bill shows. */
export const ZConfirmedCheckout = z.object({
  plan: ZPaidPlan,
  amountPaid: z.number().int(),
  currency: z.string(),
  nextBillDate: instant.nullable(),
  trialEnd: instant.nullable(),
  invoiceNumber: z.string().nullable(),
});
export type ConfirmedCheckout = z.infer<typeof ZConfirmedCheckout>;

export const ZSwitchPreviewRequest = z.object({ plan: ZPaidPlan });

export const ZSwitchPreview = z.object({
  plan: ZPaidPlan,
  lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  total: z.number().int(),
  currency: z.string(),
  /** Sent back with the switch, so the charge is the one the preview showed. */
  prorationDate: instant,
  nextBillDate: instant.nullable(),
});
export type SwitchPreview = z.infer<typeof ZSwitchPreview>;

export const ZSwitchRequest = z.object({ plan: ZPaidPlan, prorationDate: instant });
export type SwitchRequest = z.infer<typeof ZSwitchRequest>;

export const ZCancelRequest = z.object({
  comment: z.string().trim().max(BILLING_LIMITS.cancelCommentMax).default(''),
});
export type CancelRequest = z.infer<typeof ZCancelRequest>;

export const ZInvoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  createdAt: instant,
  description: z.string(),
  /** What the invoice came to, and what was paid of it. */
  total: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  /** The provider's page for the invoice, when it has one. */
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;

/** GET /api/billing/invoices: Payment History. */
export const ZInvoices = z.object({ card: ZCard.nullable(), invoices: z.array(ZInvoice) });
export type Invoices = z.infer<typeof ZInvoices>;

export const ZUrl = z.object({ url: z.string() });

// The built-in test provider's hosted checkout: the billing form (spec 000 §2, §5).

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const YEARS = { min: 2020, max: 2040 } as const;

/** The billing form's fields, each checked alone; `billingFormSchema` adds the checks across them. */
export const ZBillingFormFields = z.object({
  firstName: required(M.firstNameRequired).max(100),
  lastName: required(M.lastNameRequired).max(100),
  email: required(M.emailRequired).max(254).pipe(z.email(M.emailInvalid)),
  address: required(M.addressRequired).max(300),
  country: required(M.countryRequired).max(2),
  state: required(M.stateRequired).max(100),
  cardName: required(M.cardNameRequired).max(100),
  cardNumber: required(M.cardNumberRequired).refine(isCardNumber, M.cardNumberInvalid),
  expiryMonth: z.number({ error: M.expiryMonthRequired }).int().min(1).max(12),
  expiryYear: z.number({ error: M.expiryYearRequired }).int().min(YEARS.min).max(YEARS.max),
  cvv: required(M.cvvRequired).regex(/^\d{3,4}$/, M.cvvInvalid),
  terms: z.literal(true, { error: M.termsRequired }),
});
export type BillingForm = z.infer<typeof ZBillingFormFields>;

/**
 * The billing form as the server and the page check it: the country must be one of `places`
 * (ISO 3166-1) and the state one of that country's (billing-countries.ts says where the lists
 * come from).
 */
export function billingFormSchema(places: BillingPlaces) {
  return ZBillingFormFields.superRefine((form, ctx) => {
    const states = places.statesOf(form.country);
    if (states === null) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: M.countryRequired });
    } else if (!states.includes(form.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: M.stateRequired });
    }
    if (cardExpired(form.expiryMonth, form.expiryYear, new Date())) {
      ctx.addIssue({ code: 'custom', path: ['expiryYear'], message: M.cardExpired });
    }
  });
}

export const BILLING_FORM_YEARS = YEARS;

/** GET /api/billing/test-checkout/:id: what the billing form shows above the card. */
export const ZTestCheckout = z.object({
  id: z.string(),
  mode: z.enum(['subscription', 'setup']),
  plan: ZPaidPlan.nullable(),
  /** Charged today: zero during a trial and for a card change. */
  dueToday: z.number().int(),
  /** The plan's price per interval. */
  amount: z.number().int(),
  currency: z.string(),
  trialDays: z.number().int(),
  email: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
});
export type TestCheckout = z.infer<typeof ZTestCheckout>;
