import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { expectNoSidewaysScroll } from '../support/fits.ts';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/users.ts';

// The RETRO CALENDAR shows the retros of the user's squads for the period on screen, and opens
// a retro's room when one is clicked.

let fixture: RetroFixture;
let scheduled: Retro;
let instant: Retro;

test.beforeAll(async ({ browser }) => {
  fixture = await retroFixture(browser);
  // Soon enough to stay in today's week and month, late enough to be in the future.
  scheduled = await createRetro(fixture, {
    title: uniqueTitle('Calendar scheduled'),
    startType: 'schedule',
    scheduledAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  });
  instant = await createRetro(fixture, { title: uniqueTitle('Calendar instant'), startType: 'instant' });
  // A busy day, so that the month view folds it under "+N more" whatever else runs beside us.
  for (let i = 0; i < 4; i++) {
    await createRetro(fixture, { title: uniqueTitle('Calendar filler'), startType: 'instant' });
  }
});

test.afterAll(async () => {
  await fixture.dispose();
});

function event(page: Page, retro: Retro) {
  return page.getByRole('link', { name: new RegExp(retro.title) });
}

/**
 * The demo admin sees the retros of every test running beside this one, so a day cell may fold
 * ours under "+N more": open those popovers until it shows.
 */
async function reveal(page: Page, retro: Retro) {
  // "+3 more", or just "+3" in a phone's narrow cells.
  const mores = page.getByRole('button', { name: /^\+\d+( more)?$/ });
  await expect(event(page, retro).or(mores).first()).toBeVisible();
  const count = await mores.count();
  for (let i = 0; i < count && !(await event(page, retro).first().isVisible()); i++) {
    await page.keyboard.press('Escape');
    await mores.nth(i).click();
  }
  await expect(event(page, retro).first()).toBeVisible();
  return event(page, retro).first();
}

async function openCalendar(page: Page): Promise<void> {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/calender');
  await expect(page.getByRole('heading', { level: 1, name: MSG.retro.calendarTitle })).toBeVisible();
}

test('the month view lists the retros and moves between months', async ({ page }) => {
  await openCalendar(page);
  const monthYear = new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
  await expect(page.getByRole('heading', { level: 2, name: monthYear })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
  await reveal(page, scheduled);
  await page.keyboard.press('Escape');
  await reveal(page, instant);
  await page.keyboard.press('Escape');

  // Another month asks the server for its own range; coming back shows ours again.
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthYear })).toBeHidden();
  await expect(event(page, scheduled)).toBeHidden();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthYear })).toBeVisible();
  await reveal(page, scheduled);
});

test('the week view shows the start time', async ({ page }) => {
  await openCalendar(page);
  await page.locator('label', { hasText: 'Week' }).click();
  await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
  const start = new Date(scheduled.scheduledAt);
  const time = `${start.getHours()}:${String(start.getMinutes()).padStart(2, '0')}`;
  // Near midnight the retro's hour runs into tomorrow's column too: its first part shows the start.
  await expect(event(page, scheduled).first()).toContainText(new RegExp(`0?${time}`));
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeVisible();
});

test('clicking a retro opens its room', async ({ page }) => {
  await openCalendar(page);
  await (await reveal(page, instant)).click();
  await expect(page).toHaveURL(`/retro-session/${instant.room}`);
});

test('a phone starts on the day view, and its toolbar fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCalendar(page);
  await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Next day' })).toBeVisible();
  await page.locator('label', { hasText: 'Month' }).click();
  await reveal(page, instant);
  await page.keyboard.press('Escape');
  await expectNoSidewaysScroll(page);
});
