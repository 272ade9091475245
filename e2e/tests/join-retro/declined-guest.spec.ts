import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import {
  admissionDialog,
  expectInRoom,
  expectWaiting,
  guestPerson,
  joinByLink,
  type Person,
  signedInPerson,
} from '../retro-room/room-helpers.ts';
import { DEMO, toast } from '../support/users.ts';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from './retro-api.ts';

// A guest who is declined finds their name still in the join form, and may knock again
// with one click; a guest in the room has no notification bell (they have no account), while
// everyone has Report a bug in the room's sub-header (spec 002 §2).

let fixture: RetroFixture;
const people: Person[] = [];

test.beforeAll(async ({ browser }) => {
  fixture = await retroFixture(browser);
});

test.afterAll(async () => {
  for (const person of people) {
    await person.context.close();
  }
  await fixture.dispose();
});

test('a declined guest keeps their name; in the room a guest has no bell, and everyone can report a bug', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const retro = await createRetro(fixture, { title: uniqueTitle('Door retro'), startType: 'instant' });
  const admin = await signedInPerson(browser, DEMO.admin);
  const dora = await guestPerson(browser, 'Dora Declined');
  people.push(admin, dora);
  await admin.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(admin, retro.title);

  // Dora knocks by the invitation link and is turned away.
  await joinByLink(dora, retro.room);
  await expectWaiting(dora);
  await admissionDialog(admin.page, 'Dora Declined wants to join')
    .getByRole('button', { name: 'Deny' })
    .click();
  await expect(toast(dora.page)).toContainText(MSG.retro.declined);
  await expect(dora.page).toHaveURL(`/join-retro/${retro.room}`);
  // Her name is still there; the meeting id still comes from the link.
  await expect(dora.page.getByLabel('Name')).toHaveValue('Dora Declined');
  await expect(dora.page.getByLabel('Meeting ID')).not.toHaveValue('');

  // One click knocks again; this time she is let in.
  await dora.page.getByRole('button', { name: 'Join' }).click();
  await expect(dora.page).toHaveURL(`/retro-session/${retro.room}`);
  await expectWaiting(dora);
  await admissionDialog(admin.page, 'Dora Declined wants to join')
    .getByRole('button', { name: 'Admit' })
    .click();
  await expectInRoom(dora, retro.title);

  // A guest has no notifications to open; a signed-in admin has the bell.
  const banner = (person: Person) => person.page.getByRole('banner');
  await expect(banner(dora).getByRole('button', { name: MSG.topBar.reportBug })).toBeVisible();
  await expect(dora.page.getByRole('link', { name: MSG.topBar.notifications })).toHaveCount(0);
  await expect(banner(admin).getByRole('link', { name: MSG.topBar.notifications })).toBeVisible();

  // Report a bug in the sub-header, for the guest and the admin, opens the one bug report.
  for (const person of [dora, admin]) {
    const tools = person.page.getByRole('toolbar', { name: 'Retro tools' });
    await tools.getByRole('button', { name: MSG.topBar.reportBug }).click();
    const dialog = person.page.getByRole('dialog', { name: MSG.topBar.reportBug });
    await expect(dialog).toBeVisible();
    await person.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
