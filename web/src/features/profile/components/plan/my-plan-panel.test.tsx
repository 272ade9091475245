import '../../../../test-setup.ts';
import { MSG } from '@squadboard/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../lib/fake-api.fixture.ts';
import { browserNavigation } from '../../../../lib/leave-app.ts';
import { PROFILE_UI } from '../../profile-strings.ts';
import { MyPlanPanel } from './my-plan-panel.tsx';
import {
  billingState,
  clearToasts,
  PLAN_PATH,
  profileOf,
  renderPlan,
  starterState,
  subscription,
} from './plan.fixture.tsx';

const UI = PROFILE_UI.plan;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

async function openMenuItem(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: UI.options }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('My Plan', { timeout: 20_000 }, () => {
  it('shows a Beta Super Admin the number of teams, the trial and an Upgrade to the plans page', async () => {
    fakeApi(() => [200, billingState()]);
    const router = renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN')} />);
    expect(await screen.findByText(PROFILE_UI.currentPlan)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'BETA' })).toBeTruthy();
    expect(screen.getByLabelText(PROFILE_UI.numberOfTeams)).toHaveProperty('value', '3');
    expect(screen.getByText(MSG.billing.trialBanner(30))).toBeTruthy();
    expect(screen.queryByRole('button', { name: UI.options })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: PROFILE_UI.upgrade }));
    expect(await screen.findByText('plans page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/plans');
  });

  it('gives a Beta member a disabled Upgrade that says who can change the plan', async () => {
    fakeApi(() => [200, billingState({ canManage: false })]);
    renderPlan(<MyPlanPanel profile={profileOf('SQUAD_MEMBER')} />, 'SQUAD_MEMBER');
    const upgrade = await screen.findByRole('button', { name: PROFILE_UI.upgrade });
    expect(upgrade).toHaveProperty('disabled', true);
    expect(screen.getByText(MSG.billing.onlySuperAdmin)).toBeTruthy();
    // The team count is for admins; the trial offer for whoever can buy.
    expect(screen.queryByLabelText(PROFILE_UI.numberOfTeams)).toBeNull();
    expect(screen.queryByText(MSG.billing.trialBanner(30))).toBeNull();
  });

  it('shows a Beta Squad Admin the number of teams but no way to buy', async () => {
    fakeApi(() => [200, billingState({ canManage: false })]);
    renderPlan(<MyPlanPanel profile={profileOf('SQUAD_ADMIN')} />, 'SQUAD_ADMIN');
    expect(await screen.findByLabelText(PROFILE_UI.numberOfTeams)).toHaveProperty('value', '3');
    expect(screen.getByRole('button', { name: PROFILE_UI.upgrade })).toHaveProperty('disabled', true);
  });

  it('summarises a plan in its trial: price, trial end, squads used and the card', async () => {
    fakeApi(() => [200, starterState({ status: 'trialing', trialEnd: '2026-12-24T10:00:00.000Z' })]);
    renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN', 'starter')} />);
    expect(await screen.findByText(MSG.billing.trialEnds('24/12/2026'))).toBeTruthy();
    expect(screen.getByText(UI.statuses.trialing)).toBeTruthy();
    expect(screen.getByText('$12.00 / month')).toBeTruthy();
    expect(screen.getByText('2 of 5')).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByRole('button', { name: UI.switchPlan })).toBeTruthy();
    expect(screen.getByRole('button', { name: UI.options })).toBeTruthy();
    expect(screen.queryByText(MSG.billing.trialBanner(30))).toBeNull();
  });

  it('gives an active plan its next bill date, and a member no way to change it', async () => {
    fakeApi(() => [200, { ...starterState(), canManage: false }]);
    renderPlan(<MyPlanPanel profile={profileOf('SQUAD_MEMBER', 'starter')} />, 'SQUAD_MEMBER');
    expect(await screen.findByText(MSG.billing.nextBill('24/12/2026'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: UI.switchPlan })).toBeNull();
    expect(screen.queryByRole('button', { name: UI.options })).toBeNull();
  });

  it('lets a plan set to end be kept', async () => {
    let state = starterState({ cancelAtPeriodEnd: true });
    const calls = fakeApi(({ method, url }) => {
      if (method === 'POST' && url === '/api/billing/resume') {
        state = starterState();
      }
      return [200, state];
    });
    renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN', 'starter')} />);
    expect(await screen.findByText(MSG.billing.endsOn('24/12/2026'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: UI.switchPlan })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: UI.keepPlan }));
    expect(await screen.findByText(MSG.billing.resumed)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/billing/resume')).toBe(true);
    expect(await screen.findByText(MSG.billing.nextBill('24/12/2026'))).toBeTruthy();
    expect(screen.getByRole('button', { name: UI.switchPlan })).toBeTruthy();
  });

  it('tells an organisation whose plan ended until when a restart restores it', async () => {
    fakeApi(() => [
      200,
      billingState({
        plan: 'free',
        limits: { teams: 1, guestsPerRetro: 10, retrosPerMonth: 2 },
        trialEligible: false,
        subscription: subscription({ status: 'canceled', endedAt: '2026-11-24T10:00:00.000Z' }),
        restoreBy: '2027-09-24T10:00:00.000Z',
      }),
    ]);
    renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN', 'free')} />);
    expect(await screen.findByText(MSG.billing.restoreBy('24/09/2027'))).toBeTruthy();
    expect(screen.getByText('Up to 10 guests per retro')).toBeTruthy();
    expect(screen.getByRole('link', { name: PROFILE_UI.upgrade }).getAttribute('href')).toBe('/plans');
    // The trial is for a first subscription only.
    expect(screen.queryByText(MSG.billing.trialBanner(30))).toBeNull();
  });

  it('asks to check the plan status when a paid plan has no subscription data', async () => {
    fakeApi(() => [200, billingState({ plan: 'professional', trialEligible: false })]);
    renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN', 'professional')} />);
    expect(await screen.findByText(MSG.billing.checkPlanStatus)).toBeTruthy();
    expect(screen.queryByRole('button', { name: UI.switchPlan })).toBeNull();
  });

  it('offers to try again when the plan could not be loaded', async () => {
    let fail = true;
    fakeApi(() =>
      fail ? [500, { statusCode: 500, code: 'INTERNAL', message: 'x' }] : [200, billingState()],
    );
    renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN')} />);
    expect(await screen.findByText(UI.loadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: PROFILE_UI.tryAgain }));
    expect(await screen.findByRole('heading', { name: 'BETA' })).toBeTruthy();
  });
});

describe('Cancel membership', { timeout: 20_000 }, () => {
  it('sends the comment, confirms that the plan runs to its end and says so', async () => {
    let state = starterState();
    const calls = fakeApi(({ method, url }) => {
      if (method === 'POST' && url === '/api/billing/cancel') {
        state = starterState({ cancelAtPeriodEnd: true });
      }
      return [200, state];
    });
    renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN', 'starter')} />);
    await openMenuItem(UI.cancelMembership);
    const dialog = await screen.findByRole('dialog', { name: PROFILE_UI.cancelDialog.title });
    fireEvent.change(within(dialog).getByLabelText(PROFILE_UI.cancelDialog.comments), {
      target: { value: '  Too expensive for us  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: PROFILE_UI.cancelDialog.finish }));

    const confirmation = await screen.findByRole('dialog', { name: PROFILE_UI.cancelledDialog.title });
    expect(
      within(confirmation).getByText(PROFILE_UI.cancelledDialog.body('Starter (monthly)', '24/12/2026')),
    ).toBeTruthy();
    expect(await screen.findByText(MSG.billing.cancelled)).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/billing/cancel')?.body).toEqual({
      comment: 'Too expensive for us',
    });
    expect(screen.queryByRole('dialog', { name: PROFILE_UI.cancelDialog.title })).toBeNull();
    fireEvent.click(within(confirmation).getByRole('button', { name: PROFILE_UI.cancelledDialog.ok }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PROFILE_UI.cancelledDialog.title })).toBeNull(),
    );
    expect(screen.getByText(MSG.billing.endsOn('24/12/2026'))).toBeTruthy();
  });

  it('says the plan is already cancelled instead of asking again', async () => {
    const calls = fakeApi(() => [200, starterState({ cancelAtPeriodEnd: true })]);
    renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN', 'starter')} />);
    await openMenuItem(UI.cancelMembership);
    expect(await screen.findByText(MSG.billing.alreadyCancelled)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: PROFILE_UI.cancelDialog.title })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says so when the server finds it cancelled already', async () => {
    fakeApi(({ method }) =>
      method === 'POST'
        ? [409, { statusCode: 409, code: 'ALREADY_CANCELLED', message: MSG.billing.alreadyCancelled }]
        : [200, starterState()],
    );
    renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN', 'starter')} />);
    await openMenuItem(UI.cancelMembership);
    const dialog = await screen.findByRole('dialog', { name: PROFILE_UI.cancelDialog.title });
    fireEvent.click(within(dialog).getByRole('button', { name: PROFILE_UI.cancelDialog.finish }));
    const toast = await screen.findByText(MSG.billing.alreadyCancelled);
    expect(toast.closest('[data-variant]')?.getAttribute('data-variant')).toBe('info');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: PROFILE_UI.cancelDialog.title })).toBeNull(),
    );
  });
});

describe('Update payment method', { timeout: 20_000 }, () => {
  it('leaves for the page the server names', async () => {
    const go = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    fakeApi(({ method }) =>
      method === 'POST' ? [200, { url: '/billing-form?session_id=cs_test_1' }] : [200, starterState()],
    );
    renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN', 'starter')} />);
    await openMenuItem(UI.updatePaymentMethod);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/billing-form?session_id=cs_test_1'));
  });

  it('says something went wrong when the page cannot be opened', async () => {
    const go = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    fakeApi(({ method }) =>
      method === 'POST'
        ? [409, { statusCode: 409, code: 'NO_SUBSCRIPTION', message: MSG.billing.noSubscription }]
        : [200, starterState()],
    );
    renderPlan(<MyPlanPanel profile={profileOf('SUPER_ADMIN', 'starter')} />);
    await openMenuItem(UI.updatePaymentMethod);
    expect(await screen.findByText(MSG.billing.paymentUpdateFailed)).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('confirms the update once on the way back and drops the parameter', async () => {
    fakeApi(() => [200, starterState()]);
    const router = renderPlan(
      <MyPlanPanel profile={profileOf('SUPER_ADMIN', 'starter')} />,
      'SUPER_ADMIN',
      `${PLAN_PATH}?payment=updated`,
    );
    expect(await screen.findByText(MSG.billing.paymentUpdated)).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(PLAN_PATH);
    expect(screen.getAllByText(MSG.billing.paymentUpdated)).toHaveLength(1);
  });
});
