import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createRetro, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { APP_REQUEST, DEMO, DEMO_PASSWORD, signInAs } from '../support/users.ts';

// A person makes their private calendar address in Account Settings, a calendar app (here a
// request without the session) reads their squad's retro from it, and once revoked it answers 404.

/** iCalendar folds lines longer than 75 octets (RFC 5545 3.1); a reader joins them back. */
function unfolded(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, '');
}

test('a calendar address: made once, read by a calendar app, revoked', async ({ page, browser, request }) => {
  const fixture = await retroFixture(browser, [DEMO.member]);
  try {
    const title = uniqueTitle('Calendar feed retro');
    const retro = await createRetro(fixture, {
      title,
      startType: 'schedule',
      scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });

    await signInAs(page, DEMO.member, DEMO_PASSWORD);
    // Start from no address, whatever an earlier run left (set up through the API).
    await page.request.delete('/api/calendar/feed', { headers: APP_REQUEST });
    await page.goto('/profile/my-profile/account-settings');
    const section = page.getByRole('region', { name: MSG.calendarFeed.title });
    await expect(section.getByText(MSG.calendarFeed.none)).toBeVisible();

    await section.getByRole('button', { name: MSG.calendarFeed.create }).click();
    const field = section.getByRole('textbox', { name: MSG.calendarFeed.address });
    await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(section.getByRole('button', { name: MSG.calendarFeed.copy })).toBeVisible();
    const address = await field.inputValue();

    // What Google Calendar, Outlook or Apple Calendar does: a plain GET, no cookie.
    const feed = await request.get(address);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = unfolded(await feed.text());
    expect(ics).toContain(`UID:retro-${retro.id}@squadboard.calendar`);
    expect(ics).toContain(`SUMMARY:${title} (${fixture.squadName})`);

    await section.getByRole('button', { name: MSG.calendarFeed.revoke }).click();
    const dialog = page.getByRole('dialog', { name: MSG.calendarFeed.revokeTitle });
    await expect(dialog.getByText(MSG.calendarFeed.revokeBody)).toBeVisible();
    await dialog.getByRole('button', { name: MSG.calendarFeed.revoke }).click();
    await expect(section.getByText(MSG.calendarFeed.none)).toBeVisible();
    await expect(field).toBeHidden();

    expect((await request.get(address)).status()).toBe(404);
  } finally {
    await fixture.dispose();
  }
});
