import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createAction } from '../actions/actions-api.ts';
import { retroFixture } from '../join-retro/retro-api.ts';
import { createRaid, raidFixture } from '../raid/raid-api.ts';
import { createRelease, releaseFixture } from '../releases/releases-api.ts';
import { APP_REQUEST, DEMO, DEMO_PASSWORD, signInAs } from '../support/users.ts';

// What a person may do is what a person is offered: a Squad Member sees no control
// the server would refuse on the Actions, RAID and Release Plan pages. Each hidden control is also
// tried through the API as that member: the server refuses it and says why, so hiding and
// refusing agree. (The backlog has its own spec: member-backlog-controls.spec.ts.)

/** Writes through the API as the application sends them (the CSRF guard asks for this). */

// Each test makes its data through the API and loads a page cold; a shared, busy machine is slow.
test.describe.configure({ timeout: 180_000 });

test('a Squad Member is offered Delete only on their own action', async ({ browser, page }) => {
  const fixture = await retroFixture(browser, [DEMO.member]);
  try {
    const me = (await (await fixture.request.get('/api/auth/me')).json()).user as { id: string };
    const theirs = await createAction(fixture.request, {
      squadId: fixture.squadId,
      title: `Raised by the admin ${fixture.squadId.slice(0, 6)}`,
      ownerId: me.id,
    });
    await signInAs(page, DEMO.member, DEMO_PASSWORD);
    const mine = await createAction(page.request, {
      squadId: fixture.squadId,
      title: `Raised by the member ${fixture.squadId.slice(0, 6)}`,
      ownerId: me.id,
    });
    expect(theirs.can).toEqual({ edit: true, delete: true });
    expect(mine.can).toEqual({ edit: true, delete: true });

    await page.goto('/actions');
    await expect(page.getByRole('radio', { name: 'Retrospective view' })).toBeChecked({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Squad', exact: true }).click();
    await page.getByRole('option', { name: fixture.squadName }).click();
    await expect(page.getByRole('heading', { name: 'Actions - 2' })).toBeVisible();

    await page.getByRole('button', { name: `Options for action #${theirs.number}` }).click();
    const theirMenu = page.getByRole('menu');
    await expect(theirMenu.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(theirMenu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(theirMenu).toBeHidden();

    await page.getByRole('button', { name: `Options for action #${mine.number}` }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await page.keyboard.press('Escape');

    const refused = await page.request.delete(`/api/actions/${theirs.id}`, { headers: APP_REQUEST });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(MSG.actions.deleteForbidden);
  } finally {
    await fixture.dispose();
  }
});

test('a Squad Member sees releases without create, edit, complete or delete', async ({ browser, page }) => {
  const fixture = await releaseFixture(browser);
  try {
    const release = await createRelease(fixture, `Member view ${fixture.initiative.acronym}`);
    expect(release.can).toEqual({ edit: true, complete: true, delete: true });

    await signInAs(page, DEMO.member, DEMO_PASSWORD);
    await page.goto(`/release-plan?initiative=${fixture.initiative.id}`);
    await expect(page.getByRole('heading', { level: 1, name: MSG.releases.pageTitle })).toBeVisible({
      timeout: 30_000,
    });
    const row = page.getByTestId('release-row').filter({ hasText: release.name });
    await expect(row).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(row.getByRole('button')).toHaveCount(0);

    for (const refused of [
      await page.request.post(`/api/releases/${release.id}/complete`, { headers: APP_REQUEST, data: {} }),
      await page.request.delete(`/api/releases/${release.id}`, { headers: APP_REQUEST }),
    ]) {
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toBe(MSG.releases.forbidden);
    }
  } finally {
    await fixture.dispose();
  }
});

test('a Squad Member may edit a RAID item, and is offered its Save', async ({ browser, page }) => {
  const fixture = await raidFixture(browser);
  try {
    const item = await createRaid(fixture, 'Issue', `Member edit ${fixture.initiative.acronym}`);
    await signInAs(page, DEMO.member, DEMO_PASSWORD);
    const listed = await page.request.get(`/api/raid/${item.id}`);
    expect((await listed.json()).can).toEqual({ edit: true });
    await page.goto(`/raid/${item.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 90_000 });
  } finally {
    await fixture.dispose();
  }
});
