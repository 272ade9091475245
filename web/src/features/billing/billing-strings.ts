import type { BillingInterval } from '@squadboard/domain/billing/billing.model';

// Interface labels of the plans page, the billing form and the order confirmation that the spec
// does not quote (its quoted strings are MSG.billing in domain); kept in one place so tests, e2e
// journeys and screen-reader names agree.

export const BILLING_UI = {
  plansTitle: 'Plans',
  plansSubtitle: 'Choose the plan that fits your squads. Change or cancel at any time.',
  intervalLabel: 'Billing period',
  monthly: 'Monthly',
  annual: 'Annual',
  perInterval: (interval: BillingInterval) => (interval === 'year' ? 'per year' : 'per month'),
  priceOnRequest: 'Price on request',
  pricesFailed: 'The prices could not be loaded.',
  tryAgain: 'Try again',
  loadingPrices: 'Loading prices',
  getStarted: 'Get Started',
  choosePlan: 'Choose plan',
  currentPlan: 'Current plan',
  switchInMyPlan: 'Switch in My Plan',
  cancelInMyPlan: 'Cancel in My Plan',
  includedWithBeta: 'Included with BETA',
  onPlan: (label: string) => `Your organisation is on ${label}.`,
  confirming: 'Confirming your payment…',
  // The billing form (the test provider's hosted checkout).
  checkoutTitle: 'Billing details',
  noCheckoutTitle: 'No checkout in progress',
  noCheckoutText: 'This checkout has ended or does not exist. Choose a plan to start again.',
  backToPlans: 'Back to plans',
  loadingCheckout: 'Loading checkout',
  orderSummary: 'Order summary',
  updatePaymentMethod: 'Update payment method',
  updatePaymentText: 'The new card will be used for your next bills. Nothing is charged today.',
  priceLine: (price: string, interval: BillingInterval) =>
    `${price} ${interval === 'year' ? 'per year' : 'per month'}`,
  dueToday: (amount: string) => `Due today ${amount}`,
  trialLength: (days: number) => `${days}-day free trial, then billed at the plan's price.`,
  testModeNote:
    'Test mode: pay with 4242 4242 4242 4242, any future expiry and any CVV. 4000 0000 0000 0002 is declined.',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  address: 'Address',
  country: 'Country',
  state: 'State',
  chooseCountryFirst: 'Choose a country first',
  paymentMethods: 'Accepted cards',
  cardName: 'Name on card',
  cardNumber: 'Card number',
  expiryMonth: 'Expiry month',
  expiryYear: 'Expiry year',
  cvv: 'CVV',
  termsPrefix: 'I agree to the',
  pay: (amount: string) => `Pay ${amount}`,
  saveCard: 'Save card',
  // The order confirmation.
  orderConfirmed: 'Order confirmed',
  thanks: 'Thank you. Your payment is confirmed and your plan is active.',
  planLine: 'Plan',
  amountPaid: 'Amount paid',
  invoiceNumber: 'Invoice number',
  goToDashboard: 'Go to dashboard',
  viewMyPlan: 'View My Plan',
  staticConfirmation:
    'Your order is confirmed. Sign in to see your plan, next bill date and invoices in My Plan.',
  signIn: 'Sign in',
} as const;

export const MY_PLAN_PATH = '/profile/my-profile/my-plan';
