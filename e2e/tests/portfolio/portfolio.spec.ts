import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { randomAcronym } from '../join-retro/retro-api.ts';
import { expectNoSidewaysScroll } from '../support/fits.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// The portfolio journey against the real server, as the demo Super Admin. The demo
// organisation is shared by tests running side by side (and by repeats of this one), so every
// node gets a random acronym and the test finds its own rows by name, never by position.

/** "PAYX7 - Title": the acronym id's number is the organisation's next, so any digits. */
function named(acronym: string, title: string): RegExp {
  return new RegExp(`^${acronym}\\d+ - ${title}$`);
}

function row(page: Page, name: RegExp) {
  return page.getByTestId('portfolio-row').filter({ has: page.getByRole('link', { name }) });
}

test('a Super Admin shapes the portfolio: an initiative, a project under it, a feature in it', async ({
  page,
}) => {
  const initiative = { acronym: randomAcronym(5), title: `E2E Initiative ${randomInt(1e6)}` };
  const project = { acronym: randomAcronym(5), title: `E2E Project ${randomInt(1e6)}` };
  const featureTitle = `E2E Feature ${randomInt(1e6)}`;
  const initiativeName = named(initiative.acronym, initiative.title);
  const projectName = named(project.acronym, project.title);
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);

  // Create the Initiative: nothing filled in first, so the fields say what is missing.
  await page.goto('/portfolio/create-portfolio');
  await expect(page.getByRole('heading', { name: 'Create Portfolio' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Owner' })).toHaveValue('Ada Admin');
  await expectNoSeriousViolations(page, 'Create Portfolio');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(MSG.portfolio.titleRequired)).toBeVisible();
  await expect(page.getByText(MSG.portfolio.acronymRequired)).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(initiative.title);
  await page.getByRole('textbox', { name: 'Acronym' }).fill(initiative.acronym.toLowerCase());
  await expect(page.getByRole('textbox', { name: 'Acronym' })).toHaveValue(initiative.acronym);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.portfolio.created('Initiative'));
  await expect(page).toHaveURL(/\/edit-tab\/portfolio\/[0-9a-f-]{36}$/);
  const initiativeHeading = page.getByRole('heading', { level: 1, name: initiativeName });
  await expect(initiativeHeading).toBeVisible();
  // Its full name, e.g. "ABCD7 - E2E Initiative 42": the number is the organisation's next.
  const initiativeFull = (await initiativeHeading.textContent())?.trim() ?? '';

  // A Project under it, started from the Initiative's page with the Initiative already chosen.
  await page.getByRole('link', { name: 'Add project' }).click();
  await expect(page.getByRole('heading', { name: 'Create Portfolio' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Level' })).toHaveValue('Project');
  await expect(page.getByRole('combobox', { name: 'Initiative' })).toHaveValue(initiativeName);
  await page.getByRole('textbox', { name: 'Title' }).fill(project.title);
  await page.getByRole('textbox', { name: 'Acronym' }).fill(project.acronym);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.portfolio.created('Project'));
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByRole('link', { name: initiativeName })).toBeVisible();

  // Both in the Portfolio List: the Project nested under its Initiative, each with its counts.
  await page.goto('/portfolio/portfolio-list');
  await expect(page.getByRole('heading', { name: 'Portfolio List' })).toBeVisible();
  const initiativeRow = row(page, initiativeName);
  await expect(initiativeRow).toContainText('0 features');
  await expect(initiativeRow).toContainText('0 open bugs');
  await expect(initiativeRow.getByRole('progressbar', { name: 'No work items yet' })).toBeAttached();
  const projects = page.getByRole('list', { name: `Projects of ${initiativeFull}` });
  await expect(projects.getByRole('link', { name: projectName })).toBeVisible();
  await expect(row(page, projectName)).toContainText('Not Started');
  await expectNoSeriousViolations(page, 'the Portfolio List');

  // Export CSV downloads the list, this Initiative and Project among its lines.
  const exportCsv = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportCsv).toHaveAttribute('download');
  const csv = await page.request.get((await exportCsv.getAttribute('href')) ?? '');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(project.title);

  // Folding the Initiative hides its Projects; the keyboard opens it again.
  const toggle = initiativeRow.getByRole('button', { name: /^Projects of / });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(projects).toBeHidden();
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(projects.getByRole('link', { name: projectName })).toBeVisible();

  // Open the Project and add a Feature inline: a title, then Enter.
  await projects.getByRole('link', { name: projectName }).click();
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByText('No features yet.')).toBeVisible();
  const newFeature = page.getByRole('textbox', { name: 'New feature' });
  await newFeature.fill(featureTitle);
  await newFeature.press('Enter');
  await expect(toast(page)).toContainText(MSG.workItems.created);
  const features = page.getByRole('list', { name: 'Features' });
  const featureLink = features.getByRole('link', { name: named(`${project.acronym}F`, featureTitle) });
  await expect(featureLink).toBeVisible();
  await expect(featureLink).toHaveAttribute('href', /\/edit-tab\/work-item\/[0-9a-f-]{36}$/);
  await expect(newFeature).toHaveValue('');
  await expect(newFeature).toBeFocused();
  await expectNoSeriousViolations(page, "a Project's page");

  // The Initiative now holds work, so it cannot be deleted: the dialog says why.
  await page.getByRole('link', { name: initiativeName }).click();
  await expect(page.getByRole('heading', { level: 1, name: initiativeName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Features' }).getByRole('link')).toHaveText([
    named(`${project.acronym}F`, featureTitle),
  ]);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete initiative' });
  await expect(confirm).toContainText(`Delete ${initiativeFull}?`);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm.getByRole('alert')).toHaveText(MSG.portfolio.hasChildren);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // The list counts the Feature, and a phone reads it without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/portfolio/portfolio-list');
  await expect(row(page, initiativeName)).toContainText('1 feature');
  await expect(
    row(page, initiativeName).getByRole('progressbar', { name: '0 of 1 item done' }),
  ).toBeAttached();
  await expect(row(page, projectName)).toContainText('1 feature');
  await expectNoSidewaysScroll(page);
});
