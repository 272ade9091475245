import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// A session ended in one tab ends in every other tab at once, even on a page that makes
// no request of its own. The server closes the session's sockets; the bell's socket in the idle
// tab hears it, asks the session again and leaves with the spec's message (000 §8).

// Two tabs, each loading the signed-in shell: more than the default minute on a busy machine.
test.slow();

test('signing out in one tab sends an idle tab on Permissions › Roles to sign-in', async ({ browser }) => {
  const context = await browser.newContext();
  const active = await context.newPage();
  const idle = await context.newPage();
  await signInAs(active, DEMO.admin, DEMO_PASSWORD);

  await idle.goto('/configuration-settings/permissions');
  await idle.getByRole('tab', { name: 'Roles' }).click();
  await expect(idle.getByRole('tab', { name: 'Roles', selected: true })).toBeVisible();
  // The idle tab is fully up, its live socket included, before the other tab signs out.
  await idle.waitForLoadState('networkidle');

  await active.goto('/dashboard');
  await active.getByRole('button', { name: 'Account menu' }).click();
  await active.getByRole('menuitem', { name: MSG.topBar.signOut }).click();
  await expect(active).toHaveURL(/\/sign-in$/);

  // Nobody touches the idle tab: it leaves by itself.
  await expect(toast(idle)).toContainText(MSG.session.expired);
  await expect(idle).toHaveURL(/\/sign-in$/);
  await expect(idle.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await context.close();
});
