import { PLANS, type Plan } from '@squadboard/domain';

// The landing page's Get Started stores the chosen plan; sign-up sends it (spec 000 §2).
export const PLAN_STORAGE_KEY = 'plan';

export function rememberPlan(plan: Plan): void {
  try {
    localStorage.setItem(PLAN_STORAGE_KEY, plan);
  } catch {
    // Private mode or storage disabled: sign-up then falls back to the server's default plan.
  }
}

export function readRememberedPlan(): Plan | undefined {
  try {
    // The plan list itself rather than ZPlan: the landing header, on the sign-in page's first
    // screen, imports this module, and that screen loads no validator (lib/form.ts).
    const stored = localStorage.getItem(PLAN_STORAGE_KEY);
    return PLANS.find((plan) => plan === stored);
  } catch {
    return undefined;
  }
}
