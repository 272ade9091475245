import { expect, type Locator, type Page } from '@playwright/test';
import type { Person } from '../retro-room/room-helpers.ts';

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

/** Drags with the mouse from one element to another, in small steps (dnd-kit needs movement). */
export async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  // Let dnd-kit settle the target before the drop.
  await page.waitForTimeout(150);
  await page.mouse.move(to.x, to.y + 1);
  await page.mouse.up();
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
