import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { createWorkItem, type SquadFixture, squadFixture, uniqueTitle } from '../backlog/work-items-api.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// A work item's attachments against the real server, as the demo Super Admin: real
// files (fixtures/) picked with the file chooser and dropped on the window, three at most,
// previewed (image, PDF, docx, xlsx) and removed after a confirmation.

const FIXTURES = join(import.meta.dirname, 'fixtures');
const file = (name: string) => join(FIXTURES, name);
const PNG = 'screenshot.png';
const PDF = 'checklist.pdf';
const DOCX = 'meeting-notes.docx';
const XLSX = 'estimates.xlsx';

let fixture: SquadFixture;

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  await fixture.dispose();
});

const attachments = (page: Page) => page.getByRole('region', { name: 'Attachments' });

async function pickFiles(page: Page, names: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await attachments(page).getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles(names.map(file));
}

/** Drags a file over the window, checks the overlay a person sees, and drops it there. */
async function dropFile(page: Page, name: string, type: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { base64: readFileSync(file(name)).toString('base64'), name, type },
  );
  await page.locator('body').dispatchEvent('dragenter', { dataTransfer });
  const overlay = page.getByText('Drop files here', { exact: true });
  // The overlay is always there, see-through until files are dragged over the window.
  await expect(overlay.locator('xpath=ancestor::*[contains(@class, "DropzoneFullScreen")]')).toHaveCSS(
    'opacity',
    '1',
  );
  await overlay.dispatchEvent('drop', { dataTransfer });
}

test('three files are attached, a fourth refused, each previewed, and one removed after asking', async ({
  page,
}) => {
  // One long journey: four uploads, four previews, a removal and two accessibility scans.
  test.slow();
  const item = await createWorkItem(fixture, 'Story', uniqueTitle('Release notes'));
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/edit-tab/work-item/${item.id}`);
  const section = attachments(page);
  // The editor's first visit loads its chunks (the rich-text editor among them): slow on a busy
  // machine, so this first look waits longer than the rest.
  await expect(section.getByText('No attachments yet.')).toBeVisible({ timeout: 30_000 });

  await pickFiles(page, [PNG, PDF, DOCX]);
  for (const name of [PNG, PDF, DOCX]) {
    await expect(section.getByRole('button', { name: `Preview ${name}` })).toBeVisible();
  }
  await expect(toast(page)).toContainText(MSG.attachments.uploaded);
  await expect(section.getByRole('link', { name: `Download ${PDF}` })).toHaveAttribute('download', PDF);

  // A fourth, picked or dropped, is refused before anything is sent.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/attachments')) {
      uploads += 1;
    }
  });
  await pickFiles(page, [XLSX]);
  await expect(toast(page)).toContainText(MSG.attachments.limitExceeded);
  await expect(section.getByRole('alert')).toHaveText(MSG.attachments.upToThree);
  await dropFile(page, XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  await expect(toast(page)).toContainText(MSG.attachments.limitExceeded);
  await expect(section.getByRole('listitem')).toHaveCount(3);
  expect(uploads).toBe(0);
  await expectNoSeriousViolations(page, 'the attachments field with three files and the limit message');

  // The image, inline and really drawn.
  await section.getByRole('button', { name: `Preview ${PNG}` }).click();
  let dialog = page.getByRole('dialog', { name: PNG });
  const image = dialog.getByRole('img', { name: PNG });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('download', PNG);
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await expect(dialog).toBeHidden();

  // The PDF in a frame of our own origin (headless Chromium's viewer is not what is checked).
  await section.getByRole('button', { name: `Preview ${PDF}` }).click();
  dialog = page.getByRole('dialog', { name: PDF });
  const frame = dialog.locator(`iframe[title="${PDF}"]`);
  await expect(frame).toHaveAttribute('src', /^\/api\/attachments\/[0-9a-f-]{36}$/);
  await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    (await frame.getAttribute('src')) ?? '',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The Word document, rendered in the page.
  await section.getByRole('button', { name: `Preview ${DOCX}` }).click();
  dialog = page.getByRole('dialog', { name: DOCX });
  await expect(dialog.getByRole('heading', { name: 'Meeting notes' })).toBeVisible();
  await expect(dialog.getByText('The squad agreed to ship the checkout on Friday.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the docx preview');
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await expect(dialog).toBeHidden();

  // Removing asks first; Cancel keeps the file.
  await section.getByRole('button', { name: `Remove ${PDF}` }).click();
  let confirm = page.getByRole('dialog', { name: 'Remove attachment' });
  await expect(confirm).toContainText(PDF);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(section.getByRole('button', { name: `Preview ${PDF}` })).toBeVisible();
  await section.getByRole('button', { name: `Remove ${PDF}` }).click();
  confirm = page.getByRole('dialog', { name: 'Remove attachment' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page)).toContainText(MSG.attachments.deleted);
  await expect(section.getByRole('button', { name: `Preview ${PDF}` })).toBeHidden();
  await expect(section.getByRole('alert')).toBeHidden();

  // With a slot free again, a dropped spreadsheet goes up and shows as a table.
  await dropFile(page, XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  await section.getByRole('button', { name: `Preview ${XLSX}` }).click();
  dialog = page.getByRole('dialog', { name: XLSX });
  const sheet = dialog.getByRole('table', { name: 'The first sheet' });
  await expect(sheet.getByRole('row')).toHaveCount(3);
  await expect(sheet.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Design', '12']);
  await dialog.getByRole('button', { name: 'Close preview' }).click();

  // It is all on the server: a reload lists the same three.
  await page.reload();
  for (const name of [PNG, DOCX, XLSX]) {
    await expect(attachments(page).getByRole('button', { name: `Preview ${name}` })).toBeVisible();
  }
  await expect(attachments(page).getByRole('listitem')).toHaveCount(3);
});
