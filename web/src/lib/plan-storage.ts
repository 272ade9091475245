import { type Plan, ZPlan } from '@squadboard/domain';

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
    const parsed = ZPlan.safeParse(localStorage.getItem(PLAN_STORAGE_KEY));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
