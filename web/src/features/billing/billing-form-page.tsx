/** Issue 18: built by the billing feature. */
export function BillingFormPage() {
  return null;
}
