import type { PlanLimits } from '@squadboard/domain/billing/billing.model';

// What a plan card says about a plan's limits (spec 000 §9), from the one table of limits.

export const PLAN_CARD_UI = {
  currentBadge: 'Current',
  limitsLabel: (tier: string) => `${tier} plan limits`,
} as const;

export function planLimitLines(limits: PlanLimits): string[] {
  const { teams, guestsPerRetro, retrosPerMonth } = limits;
  return [
    teams === null ? 'Unlimited squads' : teams === 1 ? '1 squad' : `Up to ${teams} squads`,
    guestsPerRetro === null ? 'Unlimited guests' : `Up to ${guestsPerRetro} guests per retro`,
    retrosPerMonth === null
      ? 'Unlimited retro sessions'
      : `${retrosPerMonth} retro session${retrosPerMonth === 1 ? '' : 's'} a month`,
  ];
}
