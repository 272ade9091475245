/** Issue 18: built by the billing feature. */
export function PlansPage() {
  return null;
}
