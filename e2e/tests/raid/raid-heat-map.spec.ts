import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { createRaid, type RaidFixture, raidFixture } from './raid-api.ts';

// The RAID register's beyond-the-spec parts against the real server: the risk heat
// map's counts and its cell filter, the overdue marker, and the CSV export of what the page shows.
// The register is the whole demo organisation's, shared with tests running beside this one, so
// the journey searches for its own initiative's acronym: only its items count.

/** A calendar day `days` from today, as the API takes dates (local, YYYY-MM-DD). */
function isoDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function sectionToggle(page: Page, type: string, count: number) {
  return page.getByRole('button', {
    name: `${type}, ${count} ${count === 1 ? 'item' : 'items'}`,
    exact: true,
  });
}

function rowLinks(page: Page) {
  return page.getByTestId('raid-row').getByRole('link');
}

let fixture: RaidFixture;

test.afterEach(async () => {
  await fixture?.dispose();
});

test('the risk heat map counts the searched risks, a cell filters the list, overdue shows, CSV exports', async ({
  browser,
}) => {
  fixture = await raidFixture(browser);
  const { page } = fixture;
  const acronym = fixture.initiative.acronym;
  const supplier = await createRaid(fixture, 'Risk', 'Supplier delay', {
    priority: 'High',
    currentLikelihood: 'Likely',
    currentConsequence: 'Major',
    treatedLikelihood: 'Possible',
    treatedConsequence: 'Moderate',
  });
  const keyPerson = await createRaid(fixture, 'Risk', 'Key person leaves', {
    currentLikelihood: 'Likely',
    currentConsequence: 'Major',
  });
  const exchange = await createRaid(fixture, 'Risk', 'Exchange rate', {
    currentLikelihood: 'Almost Certain',
    currentConsequence: 'Extreme',
  });
  const overdue = await createRaid(fixture, 'Issue', 'Build pipeline broken', {
    raisedDate: isoDay(-20),
    dueDate: isoDay(-2),
  });
  const ownName = (item: { acronymId: string; title: string }) => `${item.acronymId} - ${item.title}`;

  await page.goto('/raid');
  await expect(page.getByRole('heading', { level: 1, name: MSG.raid.pageTitle })).toBeVisible();
  // Spec 001 §2.6: no side menu in this section.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.getByPlaceholder(MSG.raid.searchPlaceholder).fill(acronym);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${acronym}`));
  await expect(sectionToggle(page, 'Risk', 3)).toBeVisible();
  await expect(sectionToggle(page, 'Issue', 1)).toBeVisible();
  await expect(rowLinks(page)).toHaveCount(4);

  // The overdue issue says so, on screen and in its link's name.
  const overdueLink = page.getByRole('link', { name: `${ownName(overdue)}, Overdue`, exact: true });
  await expect(overdueLink).toBeVisible();
  await expect(page.getByTestId('raid-row').filter({ has: overdueLink }).getByText('Overdue')).toBeVisible();
  await expect(page.getByTestId('raid-row').getByText('Overdue', { exact: true })).toHaveCount(1);

  // The heat map counts this search's open risks, now and once treated.
  const toggle = page.getByRole('button', { name: 'Risk heat map' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const likelyMajor = page.getByRole('button', { name: 'Current: Likely × Major, 2 risks', exact: true });
  await expect(likelyMajor).toHaveText('2');
  await expect(
    page.getByRole('button', { name: 'Current: Almost Certain × Extreme, 1 risk', exact: true }),
  ).toHaveText('1');
  await expect(
    page.getByRole('button', { name: 'Treated: Possible × Moderate, 1 risk', exact: true }),
  ).toHaveText('1');
  await expect(
    page.getByRole('button', { name: 'Treated: Unlikely × Very low, 2 risks', exact: true }),
  ).toHaveText('2');
  await expect(
    page.getByRole('button', { name: 'Current: Unlikely × Very low, 0 risks', exact: true }),
  ).toHaveText('0');
  await expectNoSeriousViolations(page, 'RAID register with the heat map');

  // A cell narrows the list to its risks; a second click lets go.
  await likelyMajor.click();
  await expect(likelyMajor).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Current: Likely × Major', { exact: true })).toBeVisible();
  // Newest raised first: both were raised today, so in either order.
  await expect(rowLinks(page)).toHaveCount(2);
  await expect(rowLinks(page).filter({ hasText: ownName(supplier) })).toBeVisible();
  await expect(rowLinks(page).filter({ hasText: ownName(keyPerson) })).toBeVisible();
  await expect(sectionToggle(page, 'Issue', 1)).toHaveCount(0);
  await likelyMajor.click();
  await expect(likelyMajor).toHaveAttribute('aria-pressed', 'false');
  await expect(rowLinks(page)).toHaveCount(4);

  // Export CSV downloads what the page lists: the same search.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', `/api/raid.csv?q=${acronym}`);
  const downloading = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloading;
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  for (const item of [supplier, keyPerson, exchange, overdue]) {
    expect(csv).toContain(item.acronymId);
    expect(csv).toContain(item.title);
  }
  expect(csv.trim().split('\n')).toHaveLength(5);

  // A title opens the item at /raid/:id; closing it comes back to the same search.
  await page.getByRole('link', { name: ownName(exchange), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/raid/${exchange.id}\\?q=${acronym}$`));
  const dialog = page.getByRole('dialog', { name: 'EDIT RAID' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(exchange.title);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/raid\\?q=${acronym}$`));
  await expect(rowLinks(page)).toHaveCount(4);
});
