import { expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import dayjs from 'dayjs';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { uniqueTitle } from '../backlog/work-items-api.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';
import { createRelease, createReleaseItem, type ReleaseFixture, releaseFixture } from './releases-api.ts';

// The release dashboard against the real server, as the demo Super Admin, in an
// initiative, project and squad of the test's own: from creating a release (through the API with
// a refinement date already past, or through 'Create a Release') to opening a story from its
// dashboard. Work items join a release by naming it in their release version.

const D = MSG.releases.dashboard;
let fixture: ReleaseFixture;

test.afterEach(async () => {
  await fixture?.dispose();
});

const show = (day: dayjs.Dayjs) => day.format('D MMM YYYY');

/** The Release Plan, narrowed to the fixture's initiative, then the release's dashboard. */
async function openDashboard(page: Page, name: string): Promise<Locator> {
  await page.goto('/release-plan');
  await expect(page.getByRole('heading', { level: 1, name: MSG.releases.pageTitle })).toBeVisible();
  await page.getByRole('combobox', { name: 'Initiative', exact: true }).selectOption(fixture.initiative.id);
  await expect(page.getByTestId('release-count')).toHaveText(/Number of releases - [12]$/);
  await page.getByRole('link', { name, exact: true }).click();
  const dashboard = page.getByRole('region', { name, exact: true });
  await expect(dashboard.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  return dashboard;
}

const card = (dashboard: Locator, name: string) => dashboard.getByRole('group', { name, exact: true });
const section = (dashboard: Locator, name: string) => dashboard.getByRole('region', { name, exact: true });

test('a release with a past refinement date: its counts, squads, stages, pages of stories and the at-risk hint', async ({
  page,
  browser,
}) => {
  fixture = await releaseFixture(browser);
  const { request } = fixture;
  const past = dayjs().subtract(10, 'day');
  const name = `R ${fixture.initiative.acronym} spring`;
  await createRelease(fixture, name, {
    refinementDate: past.format('YYYY-MM-DD'),
    designDate: dayjs().add(20, 'day').format('YYYY-MM-DD'),
    buildDate: dayjs().add(40, 'day').format('YYYY-MM-DD'),
  });
  const epic = await createReleaseItem(fixture, 'Epic', uniqueTitle('Checkout epic'), [name]);
  await createReleaseItem(fixture, 'Epic', uniqueTitle('Wallet epic'), [name]);
  const refined = await createReleaseItem(fixture, 'Epic', uniqueTitle('Refunds epic'), [name, 'Later']);
  // One epic in Refinement: the fields that move needs first (spec 001 §4).
  const fields = await request.patch(`/api/work-items/${refined.id}`, {
    data: {
      narrative: 'As a buyer, I want my money back.',
      outcome: 'Refunds in a day.',
      plannedStart: dayjs().add(1, 'day').format('YYYY-MM-DD'),
      plannedEnd: dayjs().add(9, 'day').format('YYYY-MM-DD'),
    },
  });
  expect(fields.status(), await fields.text()).toBe(200);
  const moved = await request.post(`/api/work-items/${refined.id}/status`, { data: { statusId: 6 } });
  expect(moved.status(), await moved.text()).toBe(200);
  const stories = [];
  for (let index = 1; index <= 6; index += 1) {
    stories.push(await createReleaseItem(fixture, 'Story', uniqueTitle(`Story ${index}`), [name], epic.id));
  }
  await createReleaseItem(fixture, 'Bug', uniqueTitle('Double charge'), [name], epic.id);
  // Not in the release: another name only.
  await createReleaseItem(fixture, 'Story', uniqueTitle('Elsewhere'), ['Another release'], epic.id);

  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  const dashboard = await openDashboard(page, name);
  await expect(dashboard.getByText('Scheduled', { exact: true })).toBeVisible();

  await expect(card(dashboard, 'Epics')).toContainText('3');
  await expect(card(dashboard, 'Stories')).toContainText('6');
  await expect(card(dashboard, 'Bugs')).toContainText('1');
  await expect(card(dashboard, 'Squads')).toContainText('1');

  const teams = dashboard.getByRole('table', { name: D.teams });
  const squadRow = teams.getByRole('row').filter({ hasText: fixture.squadName });
  await expect(squadRow.getByRole('cell')).toHaveText(['2', '1', '0', '0', '0', '0']);

  const status = dashboard.getByRole('table', { name: D.status });
  const stage = (label: string) =>
    status.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(stage('New').getByRole('cell')).toHaveText(['2', '66%']);
  await expect(stage('Refinement').getByRole('cell')).toHaveText(['1', '33%']);
  await expect(stage('Done').getByRole('cell')).toHaveText(['0', '0%']);
  await expect(stage('Total')).toContainText('3');
  await expect(stage('Total')).toContainText('100%');
  await expect(status.getByRole('progressbar', { name: 'New: 66% of the epics' })).toBeVisible();

  // The refinement date has passed and no item is in Design yet: all ten are behind.
  await expect(dashboard.getByText(MSG.releases.atRisk('Refinement', show(past), 10))).toBeVisible();
  await expect(dashboard.getByRole('list', { name: 'Stage timeline' }).getByRole('listitem')).toHaveCount(3);

  // Stories: five a page; the sixth on page 2. All wait in the backlog, so each is marked.
  const storyTable = section(dashboard, D.stories);
  await expect(storyTable.getByText('Page: 1 Showing 1 - 5 of 6')).toBeVisible();
  await expect(storyTable.getByRole('img', { name: 'In the backlog, no sprint' })).toHaveCount(5);
  await expect(storyTable.getByRole('columnheader', { name: 'Story Id' })).toBeVisible();
  await storyTable.getByRole('button', { name: `Next page of ${D.stories}` }).click();
  await expect(storyTable.getByText('Page: 2 Showing 6 - 6 of 6')).toBeVisible();
  const last = stories[5];
  if (!last) {
    throw new Error('six stories expected');
  }
  await expect(storyTable.getByText(last.title)).toBeVisible();
  await expect(section(dashboard, D.bugs).getByText('Page: 1 Showing 1 - 1 of 1')).toBeVisible();
  await expectNoSeriousViolations(page, 'the release dashboard');

  // The story's id opens the Edit Work Item dialog over the dashboard.
  await storyTable.getByRole('link', { name: `Open ${last.acronymId} ${last.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Work Item · ${last.acronymId}` });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(last.title);
  await expect(dashboard).toBeVisible();
});

test('from creating a release in its modal to opening a story from its dashboard and saving it', async ({
  page,
  browser,
}) => {
  fixture = await releaseFixture(browser);
  const name = `R ${fixture.initiative.acronym} autumn`;
  // A second live release of the initiative: the dialog suggests it as a release version.
  const other = await createRelease(fixture, `R ${fixture.initiative.acronym} winter`);

  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/release-plan');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const modal = page.getByRole('dialog', { name: MSG.releases.createTitle });
  const initiative = modal.getByRole('combobox', { name: 'Initiative' });
  await initiative.fill(fixture.initiative.acronym);
  await page
    .getByRole('listbox', { name: 'Initiative' })
    .getByRole('option', { name: new RegExp(`^${fixture.initiative.acronym}\\d* - `) })
    .click();
  await modal.getByRole('textbox', { name: 'Release name' }).fill(name);
  await modal.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.releases.created);
  await expect(modal).toBeHidden();

  const epic = await createReleaseItem(fixture, 'Epic', uniqueTitle('Loyalty epic'), [name]);
  const story = await createReleaseItem(fixture, 'Story', uniqueTitle('Points on receipt'), [name], epic.id);
  const dashboard = await openDashboard(page, name);
  await expect(card(dashboard, 'Epics')).toContainText('1');
  await expect(card(dashboard, 'Stories')).toContainText('1');
  await expect(section(dashboard, D.bugs).getByText('No bugs name this release.')).toBeVisible();

  await section(dashboard, D.stories)
    .getByRole('link', { name: `Open ${story.acronymId} ${story.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit Work Item · ${story.acronymId}` });
  const form = dialog.getByRole('form', { name: 'Details' });
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(story.title);
  // The release version offers the initiative's live releases, and still takes free text.
  const versions = form.getByRole('combobox', { name: 'Release version' });
  await versions.fill('winter');
  await page.getByRole('option', { name: other.name, exact: true }).click();
  await expect(form.getByText(other.name, { exact: true })).toBeVisible();

  // Saved, the dialog closes and the dashboard shows the new title.
  await form.getByRole('textbox', { name: 'Title' }).fill(`${story.title} v2`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.workItems.updated);
  await expect(dialog).toHaveCount(0);
  await expect(section(dashboard, D.stories).getByText(`${story.title} v2`)).toBeVisible();

  // The close icon goes back to the list.
  await dashboard.getByRole('button', { name: 'Close release dashboard' }).click();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});
