import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { addCard } from '../retro-board/board-helpers.ts';
import {
  admissionDialog,
  expectInRoom,
  guestPasses,
  guestPerson,
  knockAsGuests,
  signedInPerson,
} from '../retro-room/room-helpers.ts';
import { APP_REQUEST, DEMO, DEMO_PASSWORD, signInAs } from '../support/users.ts';
import { collectConsoleErrors, coveredInitials, expectNoSeriousViolations } from './axe-check.ts';

// WCAG 2 AA on the pages most people see (sign-in, dashboard, a live board), measured
// by axe; and a visitor's first page logs nothing in the console (no 401 from a session check).

test('sign-in, signed out: no console error and no serious axe violation', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const probe = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
  await page.goto('/sign-in');
  expect((await probe).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in');
  expect(errors, 'console errors on the signed-out sign-in page').toEqual([]);
});

test('dashboard, signed in: no serious axe violation', async ({ page }) => {
  await signInAs(page, DEMO.lead, DEMO_PASSWORD);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expectNoSeriousViolations(page, 'dashboard');
});

let fixture: RetroFixture;
test.describe('a live retro', () => {
  test.beforeAll(async ({ browser }) => {
    fixture = await retroFixture(browser);
  });
  test.afterAll(async () => {
    await fixture.dispose();
  });

  test('the live board: no serious axe violation, avatars keep their initials', async ({ browser }) => {
    test.setTimeout(120_000);
    const retro = await createRetro(fixture, { title: uniqueTitle('A11y retro'), startType: 'instant' });
    const admin = await signedInPerson(browser, DEMO.admin);
    // Guests knock over bare sockets from a page of their own (the admin's cookie would name them).
    const guests = await guestPerson(browser, 'Guest sockets');
    try {
      await admin.page.goto(`/retro-session/${retro.room}`);
      await expectInRoom(admin, retro.title);
      await guests.page.goto('/join-retro');
      // Wide initials (M, W) are the first to be cut off by an overlapping neighbour.
      const names = ['Mary Wollstonecraft', 'Walt Whitman', 'Max Mustermann'];
      await knockAsGuests(guests.page, retro.room, await guestPasses(guests.page, retro.meetingId, names));
      await admissionDialog(admin.page, MSG.retro.moreWantToJoin)
        .getByRole('button', { name: 'Allow all' })
        .click();
      const attendees = admin.page.getByRole('group', { name: 'Attendees' });
      await expect(attendees.getByRole('img')).toHaveCount(4);
      await addCard(admin, 'Went well', 'Pairing on the release went smoothly');

      await expectNoSeriousViolations(admin.page, 'live board');
      const covered = await coveredInitials(admin.page, 'Attendees');
      console.log('avatar initials covered by the next avatar (px):', JSON.stringify(covered));
      for (const avatar of covered) {
        expect(avatar.px, `initials ${avatar.text} covered by the next avatar`).toBeLessThanOrEqual(0.5);
      }
    } finally {
      await fixture.request.delete(`/api/retros/${retro.id}`, { headers: APP_REQUEST });
      await admin.context.close();
      await guests.context.close();
    }
  });
});
