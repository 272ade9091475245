import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { PLAN_LIMITS } from '@squadboard/domain/billing/billing.model';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanCard } from './plan-card.tsx';
import { planLimitLines } from './plan-card-strings.ts';
import { TrialBanner } from './trial-banner.tsx';

describe('PlanCard', () => {
  it('reads every limit from the one table of limits (spec 000 §9)', () => {
    expect(planLimitLines(PLAN_LIMITS.free)).toEqual([
      '1 squad',
      'Up to 10 guests per retro',
      '2 retro sessions a month',
    ]);
    expect(planLimitLines(PLAN_LIMITS.professionalforyear)[0]).toBe('Up to 15 squads');
    expect(planLimitLines({ teams: 2, guestsPerRetro: 4, retrosPerMonth: 1 })).toEqual([
      'Up to 2 squads',
      'Up to 4 guests per retro',
      '1 retro session a month',
    ]);
  });

  it('names itself by its heading and marks the current plan', () => {
    render(
      <MantineProvider env="test">
        <PlanCard
          title="Starter"
          price="$12.00"
          caption="per month"
          limits={PLAN_LIMITS.starter}
          current
          action={null}
        />
        <TrialBanner days={30} />
      </MantineProvider>,
    );
    const card = screen.getByRole('region', { name: 'Starter' });
    expect(within(card).getByText('Current')).toBeTruthy();
    expect(within(card).getByRole('list', { name: 'Starter plan limits' })).toBeTruthy();
    expect(screen.getByText(MSG.billing.trialBanner(30))).toBeTruthy();
  });
});
