import { expect, type Page } from '@playwright/test';

/** Moves the highlight of the @mention list down until it is on `name` (other people may match). */
export async function highlightMention(page: Page, name: string): Promise<void> {
  const list = page.getByRole('listbox', { name: 'People to mention' });
  await expect(list.getByRole('option', { name, exact: true })).toBeVisible();
  const count = await list.getByRole('option').count();
  for (let i = 0; i < count; i++) {
    if ((await list.getByRole('option', { selected: true }).textContent()) === name) {
      break;
    }
    await page.keyboard.press('ArrowDown');
  }
  await expect(list.getByRole('option', { selected: true })).toHaveText(name);
}
