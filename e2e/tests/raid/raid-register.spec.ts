import { expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { toast } from '../support/users.ts';
import { createRaid, type RaidFixture, raidFixture } from './raid-api.ts';

// The CREATE / EDIT RAID dialog against the real server, as the demo Super Admin:
// one item of each type made through the dialog (a refused Save first), then an item made
// through the API opened by its address, its status changed, a comment with an @mention of the
// demo lead, a file attached. The register is the whole organisation's, shared with tests running
// beside this one, so the journey searches for its own initiative's acronym.

const COLLEAGUE = 'Leo Lead';
/** A 1×1 PNG: the server checks a file's type by its leading bytes. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let fixture: RaidFixture;

test.afterEach(async () => {
  await fixture?.dispose();
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Select of the dialog, by its label. */
const select = (dialog: Locator, name: string) => dialog.getByRole('combobox', { name, exact: true });

async function choose(page: Page, dialog: Locator, name: string, option: string | RegExp) {
  await select(dialog, name).click();
  const list = page.getByRole('listbox', { name, exact: true });
  await list.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(list).toBeHidden();
}

/** The fixture's initiative in the Parent list, found by typing its acronym. */
async function chooseParent(page: Page, dialog: Locator) {
  const { acronym, title } = fixture.initiative;
  await dialog.getByRole('tab', { name: 'Reference' }).click();
  await select(dialog, 'Parent').fill(acronym);
  await page
    .getByRole('listbox', { name: 'Parent', exact: true })
    .getByRole('option', { name: new RegExp(`^${acronym}\\d* - ${literal(title)}$`) })
    .click();
}

function rows(page: Page) {
  return page.getByTestId('raid-row');
}

async function openCreate(page: Page) {
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'CREATE' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function save(page: Page, dialog: Locator, message: string) {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText(message);
  await expect(dialog).toBeHidden();
}

test('a Risk, an Issue, a Dependency and an Assumption made through the dialog, after a refused Save', async ({
  browser,
}) => {
  fixture = await raidFixture(browser);
  const { page } = fixture;
  const acronym = fixture.initiative.acronym;
  await page.goto('/raid');
  await expect(page.getByRole('heading', { level: 1, name: MSG.raid.pageTitle })).toBeVisible();

  // Save with nothing filled in: the toast, the messages, and the Reference tab holding Parent.
  let dialog = await openCreate(page);
  await expect(select(dialog, 'Status')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.raid.invalidSubmit);
  await expect(dialog.getByText(MSG.raid.titleRequired)).toBeVisible();
  await expect(dialog.getByText(MSG.raid.typeRequired)).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Reference, needs attention' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByText(MSG.raid.parentRequired)).toBeVisible();

  // A Risk, owned by the demo lead; its own fields and the Treatment tab.
  await choose(page, dialog, 'Type', 'Risk');
  await expect(dialog.getByRole('tab', { name: 'Treatment' })).toBeVisible();
  await choose(page, dialog, 'Current Likelihood', 'Likely');
  await choose(page, dialog, 'Flag', 'Amber');
  await expect(select(dialog, 'Risk type')).toHaveValue('None');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Supplier may fold');
  await dialog.getByRole('textbox', { name: 'Owner' }).fill('Leo');
  await page.getByRole('option', { name: new RegExp(`^${COLLEAGUE}`) }).click();
  await expect(dialog.getByRole('textbox', { name: 'Owner' })).toHaveValue(COLLEAGUE);
  await expect(dialog.getByRole('textbox', { name: 'Reporter' })).toHaveValue('Ada Admin');
  await chooseParent(page, dialog);
  await dialog.getByRole('textbox', { name: 'New label' }).fill('vendor');
  await dialog.getByRole('button', { name: 'Add+' }).click();
  await expect(dialog.getByRole('list', { name: 'Labels' }).getByText('vendor')).toBeVisible();
  await expectNoSeriousViolations(page, 'the CREATE RAID dialog, Reference tab');
  await save(page, dialog, MSG.raid.created);

  // An Issue: no risk fields, a Timeline tab with a Next Review Date.
  dialog = await openCreate(page);
  await choose(page, dialog, 'Type', 'Issue');
  await expect(select(dialog, 'Flag')).toHaveCount(0);
  await expect(select(dialog, 'Current Consequence')).toHaveValue('Very low');
  await dialog.getByRole('tab', { name: 'Timeline' }).click();
  await expect(dialog.getByRole('button', { name: 'Next Review Date' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Test data missing');
  await chooseParent(page, dialog);
  await save(page, dialog, MSG.raid.created);

  // A Dependency on the fixture's Feature, under a project of the initiative.
  dialog = await openCreate(page);
  await choose(page, dialog, 'Type', 'Dependency');
  await expect(select(dialog, 'Priority')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Needs the card vault');
  await dialog.getByRole('tab', { name: 'Relationship' }).click();
  await expect(select(dialog, 'Work Item')).toBeDisabled();
  await chooseParent(page, dialog);
  await dialog.getByRole('tab', { name: 'Relationship' }).click();
  await expect(select(dialog, 'Relates to')).toHaveValue('Feature');
  await choose(page, dialog, 'Work Item', `${fixture.feature.acronymId} - ${fixture.feature.title}`);
  await choose(page, dialog, 'Relation', 'FS: Finish to Start');
  await save(page, dialog, MSG.raid.created);

  // An Assumption with a file kept until it is saved.
  dialog = await openCreate(page);
  await choose(page, dialog, 'Type', 'Assumption');
  await expect(select(dialog, 'Certainity')).toHaveValue('Low');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Bank keeps its API');
  await chooseParent(page, dialog);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('terms.pdf')).toBeVisible();
  await save(page, dialog, MSG.raid.created);

  await page.getByPlaceholder(MSG.raid.searchPlaceholder).fill(acronym);
  await expect(rows(page)).toHaveCount(4);
  for (const [type, title] of [
    ['R', 'Supplier may fold'],
    ['I', 'Test data missing'],
    ['D', 'Needs the card vault'],
    ['A', 'Bank keeps its API'],
  ]) {
    await expect(
      page.getByRole('link', { name: new RegExp(`^${acronym}\\d*${type}\\d+ - ${title}`) }),
    ).toBeVisible();
  }

  // The Dependency kept its work item; the Assumption its file.
  await page.getByRole('link', { name: /Needs the card vault/ }).click();
  dialog = page.getByRole('dialog', { name: 'EDIT RAID' });
  await dialog.getByRole('tab', { name: 'Relationship' }).click();
  await expect(select(dialog, 'Work Item')).toHaveValue(
    `${fixture.feature.acronymId} - ${fixture.feature.title}`,
  );
  await expect(select(dialog, 'Relation')).toHaveValue('FS: Finish to Start');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: /Bank keeps its API/ }).click();
  await dialog.getByRole('tab', { name: 'Reference' }).click();
  await expect(dialog.getByRole('button', { name: 'Preview terms.pdf' })).toBeVisible();
});

test('an item opened by its address: status saved, a comment with an @mention, a file attached', async ({
  browser,
}) => {
  fixture = await raidFixture(browser);
  const { page, request } = fixture;
  const item = await createRaid(fixture, 'Risk', 'Exchange rate swings');
  await page.goto(`/raid/${item.id}`);
  let dialog = page.getByRole('dialog', { name: 'EDIT RAID' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Exchange rate swings');
  await expect(dialog.getByText(item.acronymId, { exact: true })).toBeVisible();
  await choose(page, dialog, 'Status', 'In Treatment');
  await save(page, dialog, MSG.raid.updated);
  await expect(page).toHaveURL(/\/raid(\?|$)/);
  const saved = await (await request.get(`/api/raid/${item.id}`)).json();
  expect(saved.status).toBe('In Treatment');

  await page.getByPlaceholder(MSG.raid.searchPlaceholder).fill(fixture.initiative.acronym);
  const row = rows(page).filter({ hasText: 'Exchange rate swings' });
  await expect(row).toContainText('In Treatment');
  await row.getByRole('link').click();
  dialog = page.getByRole('dialog', { name: 'EDIT RAID' });
  await expect(select(dialog, 'Status')).toHaveValue('In Treatment');

  // A comment: '@' and the first letters list the lead; the arrows and Enter pick.
  await dialog.getByRole('tab', { name: 'Comments' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Comments' });
  await expect(panel.getByText(MSG.raid.shiftEnter)).toBeVisible();
  const box = panel.getByRole('textbox', { name: 'Comment' });
  await box.click();
  await box.pressSequentially('Hedge it, @Le');
  const people = page.getByRole('listbox', { name: 'People to mention' });
  await expect(people.getByRole('option', { name: COLLEAGUE, exact: true })).toBeVisible();
  const count = await people.getByRole('option').count();
  for (let i = 0; i < count; i++) {
    if ((await people.getByRole('option', { selected: true }).textContent()) === COLLEAGUE) {
      break;
    }
    await page.keyboard.press('ArrowDown');
  }
  await expect(people.getByRole('option', { selected: true })).toHaveText(COLLEAGUE);
  await page.keyboard.press('Enter');
  await expect(people).toBeHidden();
  await page.keyboard.type('please check');
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText(MSG.comments.added);
  const comment = panel.getByRole('list', { name: 'Comments' }).getByRole('listitem').first();
  await expect(comment.locator(`.mention[data-label="${COLLEAGUE}"]`)).toHaveText(`@${COLLEAGUE}`);
  await expect(comment).toContainText('please check');

  // A file on the saved item goes up at once.
  await dialog.getByRole('tab', { name: 'Reference' }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(dialog.getByRole('button', { name: 'Preview pixel.png' })).toBeVisible();
  await expect(toast(page)).toContainText(MSG.attachments.uploaded);

  // Nothing unsaved: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
