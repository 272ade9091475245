import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { nextFrames } from './frames.ts';

/** Where `fitsAt` saves its pictures when asked to (`E2E_SHOTS_DIR=/tmp/shots npm run test -w e2e`). */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/**
 * Nothing on the page sticks out sideways, so nobody has to scroll across it. A list or board
 * that scrolls inside its own box is fine; the page itself must not.
 */
export async function expectNoSidewaysScroll(page: Page, where = 'the page'): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${where} is wider than the screen`,
    })
    .toBeLessThanOrEqual(0);
}

/**
 * Shows the page at `width` (390 a phone, 1280 a desktop) and checks that it fits
 * (expectNoSidewaysScroll). With E2E_SHOTS_DIR set it also saves a picture named `name` for a
 * person to look at; the suite itself takes none, because a picture asserts nothing.
 */
export async function fitsAt(page: Page, width: number, name: string): Promise<void> {
  await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
  // The page has drawn itself at the new width (media queries answered, React rendered).
  await nextFrames(page);
  await expectNoSidewaysScroll(page, `${name} at ${width} px`);
  if (SHOTS_DIR) {
    mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SHOTS_DIR, name), animations: 'disabled' });
  }
}
