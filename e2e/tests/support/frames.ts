import type { Page } from '@playwright/test';

/**
 * Resolves once the page has drawn two more frames: what its last events and a viewport change
 * set up (media queries answered, React's render after them) is on screen. No fixed time.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
