import { expect, type Locator, type Page } from '@playwright/test';
import type { Person } from '../retro-room/room-helpers.ts';
import { nextFrames } from '../support/frames.ts';

// The live board as a participant sees it: columns are regions named 'Column {name}', cards are
// articles named after their author.

export function column(page: Page, name: string) {
  return page.getByRole('region', { name: `Column ${name}`, exact: true });
}

export function card(page: Page | Locator, text: string) {
  return page.getByRole('article').filter({ hasText: text });
}

/** Adds a comment with Add Comments and Enter, and waits until the board shows it. */
export async function addCard(person: Person, columnName: string, text: string): Promise<void> {
  const box = await openComposer(person, columnName);
  await box.fill(text);
  await box.press('Enter');
  await expect(card(column(person.page, columnName), text)).toBeVisible();
}

export async function openComposer(person: Person, columnName: string) {
  const col = column(person.page, columnName);
  const box = col.getByRole('textbox', { name: `New comment for ${columnName}` });
  if (!(await box.isVisible())) {
    await col.getByRole('button', { name: 'Add Comments' }).click();
  }
  await expect(box).toBeFocused();
  return box;
}

/** The card texts of a column, top to bottom. */
export async function cardTexts(page: Page, columnName: string): Promise<string[]> {
  return column(page, columnName).getByTestId('card-text').allInnerTexts();
}

/** The board's drag announcement (dnd-kit's live region): `{card or column} is over {column}.` */
export function overAnnouncement(page: Page, columnName: string) {
  return page.getByRole('status').filter({ hasText: ` is over ${columnName}.` });
}

/**
 * Drags a handle with the mouse to a point, in small steps (dnd-kit needs movement), and drops
 * once `dropWhen` shows (e.g. overAnnouncement: the board says where the drop lands), as a person
 * lets go when they see the card where they want it. The press waits until the handle stands
 * still and is what the pointer hits (Playwright's hover checks): a card still sliding after the
 * previous drop is not missed.
 */
export async function mouseDrag(
  page: Page,
  handle: Locator,
  to: { x: number; y: number },
  dropWhen: Locator,
) {
  await handle.hover();
  const from = await centerOf(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await expect(dropWhen).toBeVisible();
  await page.mouse.move(to.x, to.y + 1);
  // The last move's target is drawn before the drop.
  await nextFrames(page);
  await page.mouse.up();
}

/** Where an element's top is on screen now (moved by a drag's transform, too). */
export async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) {
    throw new Error('not visible');
  }
  return box.y;
}

export async function centerOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) {
    throw new Error('not visible');
  }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Every text frame this page receives over its sockets, to prove what never arrived. */
export function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => {
      frames.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8'));
    });
  });
  page.on('response', async (response) => {
    // The polling transport, should the socket fall back to it.
    if (response.url().includes('/socket.io/')) {
      frames.push(await response.text().catch(() => ''));
    }
  });
  return frames;
}

/**
 * The room's admin converts the card with `text` into an action titled `title`, assigned to the
 * person the owner search `ownerSearch` offers as `ownerName`; waits for the card's mark.
 */
export async function convertToAction(
  page: Page,
  columnName: string,
  text: string,
  action: { title: string; ownerSearch: string; ownerName: RegExp },
): Promise<void> {
  const theCard = card(column(page, columnName), text);
  await theCard.getByRole('button', { name: /^Options for the comment by/ }).click();
  await page.getByRole('menuitem', { name: 'Convert to action' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to action' });
  await dialog.getByRole('textbox', { name: 'Action Title' }).fill(action.title);
  await dialog.getByRole('textbox', { name: 'Assigned To' }).fill(action.ownerSearch);
  await page.getByRole('option', { name: action.ownerName }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(theCard.getByLabel('Converted to an action')).toBeVisible();
}
