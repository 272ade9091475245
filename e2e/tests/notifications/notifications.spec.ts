import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createWorkItem, type SquadFixture, squadFixture, uniqueTitle } from '../backlog/work-items-api.ts';
import { highlightMention } from '../support/mentions.ts';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';

// Notifications in the browser: a mention typed in one browser reaches the other person's bell
// without a reload, and their notifications list opens it. The rules behind it are in the
// server's route tests.

const COLLEAGUE = 'Max Member';
const COLLEAGUE_EMAIL = 'demo.member2@squadboard.local';

let fixture: SquadFixture;
test.describe('a mention', () => {
  test.beforeEach(async ({ browser }) => {
    fixture = await squadFixture(browser);
  });
  test.afterEach(async () => {
    await fixture.dispose();
  });

  test('typed in one browser shows in the other’s bell at once and opens from the list', async ({
    browser,
  }) => {
    const item = await createWorkItem(fixture, 'Story', uniqueTitle('Checkout copy'));
    const max = await browser.newContext();
    const ada = await browser.newContext();
    try {
      const maxPage = await max.newPage();
      await signInAs(maxPage, COLLEAGUE_EMAIL, DEMO_PASSWORD);
      await maxPage.goto('/dashboard');
      const before = (await (await maxPage.request.get('/api/notifications/unread-count')).json())
        .unread as number;
      const bell = maxPage.getByRole('link', { name: /^Notifications/ });
      await expect(bell).toBeVisible();

      const adaPage = await ada.newPage();
      await signInAs(adaPage, DEMO.admin, DEMO_PASSWORD);
      await adaPage.goto(`/edit-tab/work-item/${item.id}`);
      await adaPage.getByRole('tab', { name: 'Comments' }).click();
      const box = adaPage
        .getByRole('tabpanel', { name: 'Comments' })
        .getByRole('textbox', { name: 'Comment' });
      await box.click();
      await box.pressSequentially('Could you check the wording, @Ma');
      await highlightMention(adaPage, COLLEAGUE);
      await adaPage.keyboard.press('Enter');
      await adaPage.keyboard.press('Enter');
      await expect(toast(adaPage)).toContainText(MSG.comments.added);

      // Max's page was never reloaded: the socket brought the count.
      await expect(bell).toHaveAccessibleName(new RegExp(`^Notifications, ${before + 1} unread$`));
      const title = MSG.notifications.mention('Ada Admin', `${item.acronymId} - ${item.title}`);

      await bell.click();
      await expect(maxPage).toHaveURL(/\/notification$/);
      const row = maxPage.getByRole('link', { name: title }).first();
      await expect(row).toBeVisible();
      await row.click();
      await expect(maxPage).toHaveURL(new RegExp(`/edit-tab/work-item/${item.id}$`));
      await expect(bell).toHaveAccessibleName(before === 0 ? 'Notifications' : /^Notifications/);
    } finally {
      await max.close();
      await ada.close();
    }
  });
});
