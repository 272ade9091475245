import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { expectNoSeriousViolations } from '../a11y/axe-check.ts';
import { createWorkItem, type SquadFixture, squadFixture, uniqueTitle } from '../backlog/work-items-api.ts';
import { highlightMention } from '../support/mentions.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// A work item's comments against the real server, as the demo Super Admin: a Story made through
// the API in a squad of its own, commented with an @mention picked from the keyboard, edited and
// deleted. The colleague mentioned is the demo Squad Admin, Leo Lead.

const COLLEAGUE = 'Leo Lead';

let fixture: SquadFixture;

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  await fixture.dispose();
});

/** The comments, newest first. */
function comments(page: Page) {
  return page.getByRole('list', { name: 'Comments' }).getByRole('listitem');
}

test('comment with an @mention picked by keyboard, then edit and delete it', async ({ page }) => {
  const title = uniqueTitle('Guest checkout');
  const item = await createWorkItem(fixture, 'Story', title);
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/edit-tab/work-item/${item.id}`);
  await expect(page.getByRole('heading', { name: `${item.acronymId} - ${title}`, level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Comments' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Comments' });
  await expect(panel.getByText('No comments yet.')).toBeVisible();
  await expect(panel.getByText(MSG.comments.shiftEnter)).toBeVisible();

  // '@' and the first letters of the first name list the colleague; the arrows and Enter pick.
  const box = panel.getByRole('textbox', { name: 'Comment' });
  await box.click();
  await box.pressSequentially('Ready for review, @Le');
  await highlightMention(page, COLLEAGUE);
  const selected = page.getByRole('option', { name: COLLEAGUE, exact: true });
  await expect(box).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id')) ?? '');
  await expectNoSeriousViolations(page, 'the comment box with its mention list open');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox', { name: 'People to mention' })).toBeHidden();
  await expect(box.locator('.mention')).toHaveText(`@${COLLEAGUE}`);

  // Shift + Enter starts a new line; Enter saves.
  await page.keyboard.type('please look');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Thanks!');
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText(MSG.comments.added);

  const comment = comments(page).first();
  await expect(comments(page)).toHaveCount(1);
  await expect(comment).toContainText('Ada Admin');
  await expect(comment).toContainText(
    new RegExp(`${MSG.comments.commented} \\d{1,2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2}`),
  );
  await expect(comment.locator(`.mention[data-label="${COLLEAGUE}"]`)).toHaveText(`@${COLLEAGUE}`);
  await expect(comment).toContainText('Thanks!');
  await expect(box).toHaveText('');

  // Edit in place.
  await comment.getByRole('button', { name: 'Edit comment' }).click();
  const editBox = comment.getByRole('textbox', { name: 'Edit your comment' });
  await expect(editBox).toBeFocused();
  await page.keyboard.type(' Merged.');
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText(MSG.comments.updated);
  await expect(editBox).toBeHidden();
  await expect(comment).toContainText('Thanks! Merged.');
  await expect(comment).toContainText('(edited)');
  await expect(comment.locator('.mention')).toHaveText(`@${COLLEAGUE}`);

  // Delete after confirming.
  await comment.getByRole('button', { name: 'Delete comment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete comment' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page)).toContainText(MSG.comments.deleted);
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('No comments yet.')).toBeVisible();
});
