import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { addDays, formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import {
  firstWorkingDayFrom,
  generateEnterpriseSprints,
  isWeekend,
  SPRINT_DEFAULTS,
} from '@squadboard/domain/sprints/sprint.rules';
import {
  createActiveUser,
  DEMO,
  DEMO_PASSWORD,
  finishFirstLogin,
  signInAs,
  toast,
} from '../support/users.ts';

/** Mantine names each day button like "30 November 2026". */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const month = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${d} ${month} ${y}`;
}

/** The server's view of the caller's calendar: today and the earliest allowed start. */
async function enterpriseList(page: Page) {
  const response = await page.request.get('/api/sprints');
  expect(response.status()).toBe(200);
  return (await response.json()) as { minimumStartDate: string; today: string };
}

test('a fresh Super Admin plans an enterprise cadence with the computed dates', async ({ page }) => {
  const email = await createActiveUser(page.request);
  await signInAs(page, email);
  await page.goto('/configuration-settings/sprint');
  await finishFirstLogin(page);
  await expect(page.getByRole('heading', { name: 'Sprint Settings' })).toBeVisible();

  // A new organisation plans per squad and has no squads yet.
  const cadence = page.getByRole('switch', { name: MSG.sprint.enterpriseCadence });
  await expect(cadence).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Squad' })).toHaveAttribute(
    'placeholder',
    MSG.sprint.noData,
  );
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();

  // Toggling calls the server and reloads the list.
  const toggled = page.waitForResponse((r) => r.url().endsWith('/api/sprints/cadence') && r.ok());
  await cadence.click();
  await toggled;
  await expect(cadence).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Squad' })).toHaveCount(0);
  await expect(page.getByText(MSG.sprint.count(0))).toBeVisible();

  const { minimumStartDate } = await enterpriseList(page);
  const start = firstWorkingDayFrom(minimumStartDate);
  let saturday = start;
  while (!isWeekend(saturday)) {
    saturday = addDays(saturday, 1);
  }

  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create enterprise sprints' });
  await expect(dialog.getByRole('textbox', { name: 'No of days in Sprint' })).toHaveValue(
    String(SPRINT_DEFAULTS.daysInSprint),
  );
  await expect(dialog.getByRole('textbox', { name: 'Number of sprints' })).toHaveValue(
    String(SPRINT_DEFAULTS.numberOfSprints),
  );
  const startField = dialog.getByRole('button', { name: 'Start Date' });

  // Submitting without a start shows the spec's field message.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(MSG.sprint.startDateRequired)).toBeVisible();

  // A weekend is refused with the info toast and leaves the field empty.
  await startField.click();
  await page.getByRole('button', { name: dayLabel(saturday), exact: true }).click();
  await expect(toast(page)).toContainText(MSG.sprint.weekend);
  await expect(startField).toHaveText('Pick a date');

  // Choosing a day closes the picker; wait for it to be gone before opening it again,
  // or the click lands on a day button that is being removed.
  await expect(page.getByRole('button', { name: dayLabel(saturday), exact: true })).toBeHidden();
  await startField.click();
  // Days before the minimum are disabled.
  const dayBefore = page.getByRole('button', { name: dayLabel(addDays(minimumStartDate, -1)), exact: true });
  if ((await dayBefore.count()) > 0) {
    await expect(dayBefore).toBeDisabled();
  }
  await page.getByRole('button', { name: dayLabel(start), exact: true }).click();
  await expect(startField).toHaveText(formatDisplayDate(start));

  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page)).toContainText(MSG.sprint.created);
  await expect(dialog).toBeHidden();

  const expected = generateEnterpriseSprints(
    start,
    SPRINT_DEFAULTS.daysInSprint,
    SPRINT_DEFAULTS.numberOfSprints,
    1,
  );
  await expect(page.getByText(MSG.sprint.count(expected.length))).toBeVisible();
  const rows = page.getByRole('table', { name: 'Sprints' }).locator('tbody tr');
  await expect(rows).toHaveCount(expected.length);
  for (const [index, sprint] of expected.entries()) {
    await expect(rows.nth(index).locator('td')).toHaveText([
      sprint.name,
      formatDisplayDate(sprint.startDate),
      formatDisplayDate(sprint.endDate),
      // The row's Edit and Delete icon buttons have names but no text.
      '',
    ]);
  }

  // The list survives a reload: the server stored what it generated.
  await page.reload();
  await expect(rows).toHaveCount(expected.length);
  await expect(page.getByRole('switch', { name: MSG.sprint.enterpriseCadence })).toBeChecked();
});

test('a Squad Member sees the sprint list but cannot create or change the cadence', async ({ page }) => {
  await signInAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto('/configuration-settings/sprint');
  await expect(page.getByRole('heading', { name: 'Sprint Settings' })).toBeVisible();
  await expect(page.getByRole('switch', { name: MSG.sprint.enterpriseCadence })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
  // The server refuses them too.
  const refused = await page.request.put('/api/sprints/cadence', { data: { enterpriseCadence: true } });
  expect(refused.status()).toBe(403);
});
