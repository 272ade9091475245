import type { Page } from '@playwright/test';

/**
 * Call after a keyboard pick-up (Space on a dnd-kit handle) has shown, before the first arrow.
 * dnd-kit's keyboard sensor starts listening for the arrows in a zero-delay timer it sets on the
 * pick-up, so an arrow pressed at once can be lost (seen on a loaded CI machine). A zero-delay
 * timer set now fires after dnd-kit's: once it has, the arrows count.
 */
export async function afterPickUp(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
