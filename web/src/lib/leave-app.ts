/**
 * Leaving the app for a provider's hosted page (Stripe Checkout may be another site). An object,
 * so tests can watch the call: jsdom cannot navigate, nor can its `location` be replaced.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
