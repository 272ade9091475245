import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { randomAcronym as acronym } from '../join-retro/retro-api.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

test('ideas are added, moved between columns and promoted to a feature', async ({ page }) => {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  const owner = await page.request.get('/api/auth/me');
  const ownerId = (await owner.json()).user.id;
  const node = async (data: Record<string, unknown>) => {
    const response = await page.request.post('/api/portfolio', {
      data: { ownerId, acronym: acronym(5), ...data },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).node;
  };
  const initiative = await node({ level: 'Initiative', title: `Ideas ${acronym(5)}` });
  const project = await node({ level: 'Project', parentId: initiative.id, title: 'Loyalty' });

  await page.goto(`/portfolio/idea-canvas?initiative=${initiative.id}`);
  const newColumn = page.getByRole('region', { name: 'New' });
  await page.getByLabel('New idea in New').fill('Gift cards');
  await page.getByLabel('New idea in New').press('Enter');
  await expect(newColumn.getByText('Gift cards')).toBeVisible();
  await expect(page.getByLabel('New idea in New')).toHaveValue('');
  await expectNoSeriousViolations(page, 'the idea canvas');

  // Moved from its menu, as a keyboard user would.
  await page.getByRole('button', { name: 'Actions for Gift cards' }).click();
  await page.getByRole('menuitem', { name: 'Move to Ready' }).click();
  const ready = page.getByRole('region', { name: 'Ready' });
  await expect(ready.getByText('Gift cards')).toBeVisible();
  await expect(newColumn.getByText('Gift cards')).toBeHidden();

  await page.getByRole('button', { name: 'Actions for Gift cards' }).click();
  await page.getByRole('menuitem', { name: 'Promote to feature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Promote to feature' });
  await dialog.getByRole('button', { name: 'Promote to feature' }).click();
  await expect(toast(page)).toContainText('Idea promoted to feature');
  const badge = ready.getByRole('link', { name: new RegExp(`^Feature ${project.acronym}F\\d+$`) });
  await expect(badge).toBeVisible();

  // The order survives a reload: it is the server's.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Ready' }).getByText('Gift cards')).toBeVisible();
});
