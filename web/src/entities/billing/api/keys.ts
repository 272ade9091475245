// Query keys of plans and payment: the plans page, My Plan and Payment History share them, so a
// checkout, switch or cancel refreshes every screen that shows the plan.
export const billingKeys = {
  all: ['billing'] as const,
  state: ['billing', 'state'] as const,
  prices: ['billing', 'prices'] as const,
  invoices: ['billing', 'invoices'] as const,
};
