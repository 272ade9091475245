import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { randomAcronym } from '../join-retro/retro-api.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// The work-item hierarchy built on the pages: a Feature of a project, an Epic under
// it in a squad, a Story under the Epic, which then sits in that squad's backlog. The project
// comes from the API; the portfolio journey covers making one on its pages.

test('a feature gets an epic in a squad, the epic a story, and the story joins the backlog', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  const ownerId = (await (await page.request.get('/api/auth/me')).json()).user.id;
  const node = async (data: Record<string, unknown>) => {
    const response = await page.request.post('/api/portfolio', {
      data: { ownerId, acronym: randomAcronym(5), title: 'Hierarchy', ...data },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).node;
  };
  const initiative = await node({ level: 'Initiative' });
  const project = await node({ level: 'Project', parentId: initiative.id });
  const feature = await page.request.post('/api/work-items', {
    data: { type: 'Feature', title: 'Gift cards', parentId: project.id },
  });
  expect(feature.status()).toBe(201);
  const featureId = (await feature.json()).item.id;
  const suffix = randomAcronym(5);

  await page.goto(`/edit-tab/work-item/${featureId}`);
  await page.getByRole('tab', { name: 'Child' }).click();
  const children = page.getByRole('region', { name: 'Child items' });
  await expect(children.getByText('No child items.')).toBeVisible();
  // Under a Feature, which belongs to no squad, the Epic's squad is asked for.
  await children.getByRole('button', { name: 'Add epic' }).click();
  await expect(children.getByText(MSG.workItems.squadRequired)).toBeVisible();
  await children.getByRole('combobox', { name: 'Squad' }).click();
  await page.getByRole('option', { name: 'Demo Squad' }).click();
  await children.getByRole('textbox', { name: 'New epic title' }).fill(`Sell cards ${suffix}`);
  await children.getByRole('textbox', { name: 'New epic title' }).press('Enter');
  await expect(toast(page)).toContainText(MSG.workItems.created);
  const epicLink = children.getByRole('link', {
    name: new RegExp(`^${project.acronym}E\\d+ - Sell cards ${suffix}$`),
  });
  await epicLink.click();

  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Sell cards ${suffix}`) }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Child' }).click();
  const epicChildren = page.getByRole('region', { name: 'Child items' });
  await epicChildren.getByRole('textbox', { name: 'New story title' }).fill(`Card form ${suffix}`);
  await epicChildren.getByRole('button', { name: 'Add story' }).click();
  // No toast check here: the Epic's 'created' toast may still be up, and the same toast is
  // never shown twice (spec 001 §9), so the story's own link is what tells it worked.
  await expect(
    epicChildren.getByRole('link', { name: new RegExp(`^${project.acronym}S\\d+ - Card form ${suffix}$`) }),
  ).toBeVisible();

  // The Story is in Demo Squad's backlog.
  await page.goto('/backlog');
  await page.getByRole('combobox', { name: 'Squad' }).click();
  await page.getByRole('option', { name: 'Demo Squad' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(suffix);
  await expect(page.getByRole('link', { name: new RegExp(`Card form ${suffix}`) })).toBeVisible();
});
