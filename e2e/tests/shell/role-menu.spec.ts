import { expect, test } from '@playwright/test';
import { MSG, menuForRole, type Role } from '@squadboard/domain';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/users.ts';

const cases: { role: Role; label: string; email: string }[] = [
  { role: 'SUPER_ADMIN', label: 'Super Admin', email: DEMO.admin },
  { role: 'SQUAD_ADMIN', label: 'Squad Admin', email: DEMO.lead },
  { role: 'SQUAD_MEMBER', label: 'Squad Member', email: DEMO.member },
];

for (const { role, label, email } of cases) {
  test(`the side menu of a ${label}`, async ({ page }) => {
    await signInAs(page, email, DEMO_PASSWORD);
    await page.goto('/dashboard');
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    const groups = menuForRole(role);
    for (const group of groups) {
      await expect(nav.getByText(group.label, { exact: true }).first()).toBeVisible();
    }
    // Expand every group and check its entries: present for this role, absent otherwise.
    const config = nav.getByText('Configuration Settings', { exact: true });
    await config.click();
    const visibleEntries =
      groups.find((g) => g.id === 'Configuration Settings')?.entries.map((e) => e.label) ?? [];
    for (const entry of ['Permissions', 'Sprint', 'Settings']) {
      const link = nav.getByRole('link', { name: entry, exact: true });
      if (visibleEntries.includes(entry)) {
        await expect(link).toBeVisible();
      } else {
        await expect(link).toHaveCount(0);
      }
    }
    await nav.getByText('Squad', { exact: true }).click();
    const createSquad = nav.getByRole('link', { name: 'Create Squad' });
    if (role === 'SUPER_ADMIN') {
      await createSquad.click();
      await expect(page).toHaveURL(/\/squad\/create-squad$/);
      await expect(page.getByRole('heading', { name: 'Create Squad' })).toBeVisible();
    } else {
      await expect(createSquad).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Squad List' })).toBeVisible();
      // Restricted paths send other roles back to the dashboard.
      for (const path of [
        '/squad/create-squad',
        '/configuration-settings/permissions',
        '/portfolio/portfolio-list',
      ]) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/dashboard$/);
      }
    }
  });
}

test('the menu collapses and sections without a side menu hide it', async ({ page }) => {
  await signInAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto('/actions');
  await expect(page.getByRole('heading', { level: 1, name: /^Actions - \d+$/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Backlog', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(nav.getByText('Backlog', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(nav.getByText('Backlog', { exact: true })).toBeVisible();

  await page.goto('/raid');
  await expect(page.getByRole('heading', { level: 1, name: MSG.raid.pageTitle })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});
