import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { fitsAt } from '../support/fits.ts';
import { DEMO, toast } from '../support/users.ts';
import {
  admissionDialog,
  expectInRoom,
  guestPerson,
  joinByLink,
  joinByMeetingId,
  type Person,
  signedInPerson,
} from './room-helpers.ts';

// The way out of the room and the room of a finished retro: everyone has a Leave
// button (the back button stays trapped while the retro is live), the admin's tools are the
// admin's, and a completed retro opens read-only by its link instead of "not yet started".

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

function leaveButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Leave' });
}

function readOnlyNotice(page: Page) {
  return page.getByRole('note').filter({ hasText: 'read-only' });
}

/** "1000000007" as people read it out: "100 000 0007". */
function inGroups(meetingId: string): string {
  return `${meetingId.slice(0, 3)} ${meetingId.slice(3, 6)} ${meetingId.slice(6)}`;
}

async function admit(admin: Person, person: Person, title: string): Promise<void> {
  await admissionDialog(admin.page, `${person.name} wants to join`)
    .getByRole('button', { name: 'Admit' })
    .click();
  await expectInRoom(person, title);
}

test('a member leaves for the Retro List, a guest for the join page; only the admin copies the link', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const retro = await createRetro(fixture, { title: uniqueTitle('Leaving retro'), startType: 'instant' });
  const admin = await signedInPerson(browser, DEMO.admin);
  const member = await signedInPerson(browser, DEMO.member);
  const guest = await guestPerson(browser, 'Lou Leaving');
  people.push(admin, member, guest);

  await admin.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(admin, retro.title);
  await joinByLink(member, retro.room);
  await admit(admin, member, retro.title);
  // The meeting id as it is read out, with spaces, leads to the same room.
  await joinByMeetingId(guest, inGroups(retro.meetingId), retro.room);
  await admit(admin, guest, retro.title);

  // Spec 002 §6: copy link is the admin's; Report a bug is in the top bar and the sub-header (§2).
  await expect(
    admin.page.getByRole('toolbar', { name: 'Retro tools' }).getByRole('button', { name: 'Copy link' }),
  ).toBeVisible();
  for (const person of [member, guest]) {
    await expect(person.page.getByRole('heading', { level: 1, name: retro.title })).toBeVisible();
    await expect(person.page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await expect(person.page.getByRole('button', { name: 'End Retro' })).toHaveCount(0);
  }
  for (const person of [admin, member, guest]) {
    await expect(person.page.getByRole('banner').getByRole('button', { name: 'Report a bug' })).toHaveCount(
      1,
    );
    await expect(
      person.page.getByRole('toolbar', { name: 'Retro tools' }).getByRole('button', { name: 'Report a bug' }),
    ).toHaveCount(1);
  }

  // On a phone the Leave button is still in the top bar, and the page does not scroll sideways.
  await fitsAt(member.page, 390, 'leave-390.png');
  await expect(leaveButton(member.page)).toBeVisible();
  await fitsAt(member.page, 1280, 'leave-1280.png');

  // The back button keeps the member in the live room; Leave takes them to the Retro List.
  await member.page.goBack();
  await expect(member.page).toHaveURL(`/retro-session/${retro.room}`);
  await leaveButton(member.page).click();
  await expect(member.page).toHaveURL('/retro/retro-list');
  await expect(admin.page.getByText(MSG.retro.hasLeft(member.name))).toBeVisible();

  // The guest goes back to the join page, and the pass for this room is forgotten.
  await leaveButton(guest.page).click();
  await expect(guest.page).toHaveURL('/join-retro');
  await expect(guest.page.getByRole('heading', { name: 'Join Retro' })).toBeVisible();
  await expect(admin.page.getByText(MSG.retro.hasLeft(guest.name))).toBeVisible();
  const pass = await guest.page.evaluate((room) => localStorage.getItem(`retro-guest:${room}`), retro.room);
  expect(pass).toBeNull();
  await expect(
    admin.page.getByRole('group', { name: 'Attendees' }).locator('.mantine-Avatar-root'),
  ).toHaveCount(1);
});

test('after the end the admin leaves, and the link opens the read-only retro', async ({ browser }) => {
  test.setTimeout(120_000);
  const retro = await createRetro(fixture, { title: uniqueTitle('Finished retro'), startType: 'instant' });
  const admin = await signedInPerson(browser, DEMO.admin);
  const guest = await guestPerson(browser, 'Tia Took-Part');
  people.push(admin, guest);
  await admin.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(admin, retro.title);
  await joinByLink(guest, retro.room);
  await admit(admin, guest, retro.title);
  // The guest closes the tab (keeping the pass) before the end.
  await guest.page.close();
  await expect(admin.page.getByText(MSG.retro.hasLeft(guest.name))).toBeVisible();

  // The admin ends the retro and goes through the mood vote.
  await admin.page
    .getByRole('toolbar', { name: 'Retro tools' })
    .getByRole('button', { name: 'End Retro' })
    .click();
  await admin.page.getByRole('dialog', { name: 'End Retro' }).getByRole('button', { name: 'Yes' }).click();
  await admin.page
    .getByRole('dialog', { name: 'How did this retro go?' })
    .getByRole('button', { name: 'Happy' })
    .click();
  await expect(admin.page.getByTestId('mood-result')).toHaveText('Happy', { timeout: 40_000 });
  await admin.page.keyboard.press('Escape');
  const details = admin.page.getByRole('dialog', { name: 'Cadence details' });
  await expect(details).toBeVisible();
  await admin.page.keyboard.press('Escape');
  await expect(admin.page.getByRole('dialog')).toHaveCount(0);

  // Not stranded: the read-only board, and a way out.
  await expect(readOnlyNotice(admin.page)).toBeVisible();
  await leaveButton(admin.page).click();
  await expect(admin.page).toHaveURL('/retro/retro-list');

  // A member of the organisation follows the invitation link: the read-only retro, no
  // "Meeting not yet started.", and the browser's back button works again.
  const member = await signedInPerson(browser, DEMO.member);
  people.push(member);
  await joinByLink(member, retro.room);
  await expect(member.page.getByRole('heading', { level: 1, name: retro.title })).toBeVisible();
  await expect(readOnlyNotice(member.page)).toBeVisible();
  await expect(member.page.getByText(MSG.retro.notStarted)).toHaveCount(0);
  await expect(member.page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await expect(member.page.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
  await member.page.goBack();
  await expect(member.page).toHaveURL(`/join-retro/${retro.room}`);
  // The room's own address too.
  await member.page.goto(`/retro-session/${retro.room}`);
  await expect(readOnlyNotice(member.page)).toBeVisible();

  // The guest who took part comes back by the link with the pass this browser kept.
  guest.page = await guest.context.newPage();
  await joinByLink(guest, retro.room);
  await expect(readOnlyNotice(guest.page)).toBeVisible();

  // A visitor who never took part is told the retro has ended, not that it has not started.
  const visitor = await guestPerson(browser, 'Vic Visitor');
  people.push(visitor);
  await visitor.page.goto(`/join-retro/${retro.room}`);
  await visitor.page.getByLabel('Name').fill(visitor.name);
  await visitor.page.getByRole('button', { name: 'Join' }).click();
  await expect(toast(visitor.page)).toContainText(MSG.room.ended);
  await expect(visitor.page).toHaveURL(`/join-retro/${retro.room}`);
});
