import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { expectNoSidewaysScroll, fitsAt } from '../support/fits.ts';
import { APP_REQUEST, DEMO, toast } from '../support/users.ts';
import {
  admissionDialog,
  expectInRoom,
  expectWaiting,
  guestPasses,
  guestPerson,
  joinByLink,
  joinByMeetingId,
  knockAsGuests,
  type Person,
  signedInPerson,
} from './room-helpers.ts';

// The live room (spec 002 §2 and §4): the admin starts a scheduled retro from the calendar,
// members and guests wait to be let in, the admin admits or declines them, one by one or all
// at once, and everybody sees who leaves.

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

test('admission: start from the calendar, admit a member, decline a guest, admit all, see who left', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const retro = await createRetro(fixture, {
    title: uniqueTitle('Room retro'),
    startType: 'schedule',
    scheduledAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  });

  // The Super Admin finds the retro on the calendar and starts it from its room.
  const admin = await signedInPerson(browser, DEMO.admin);
  people.push(admin);
  await admin.page.goto('/calender');
  // Today's month cell folds busy days into '+N more' (other tests make retros too): the day view lists all.
  await admin.page.locator('label', { hasText: 'Day' }).click();
  await expect(admin.page.getByRole('radio', { name: 'Day' })).toBeChecked();
  // Late in the evening a quarter of an hour ahead is tomorrow: the day view shows that day then.
  if (new Date(retro.scheduledAt).toDateString() !== new Date().toDateString()) {
    await admin.page.getByRole('button', { name: 'Next day' }).click();
  }
  await admin.page
    .getByRole('link', { name: new RegExp(retro.title) })
    .first()
    .click();
  await expect(admin.page).toHaveURL(`/retro-session/${retro.room}`);
  await admin.page.getByRole('button', { name: 'Start retro' }).click();
  await expectInRoom(admin, retro.title);
  await expect(admin.page.getByText(`Event ID: ${retro.meetingId}`)).toBeVisible();
  await expect(admin.page.getByRole('region', { name: 'Column Went well' })).toBeVisible();

  // A signed-in member comes by the invitation link and waits; the admin lets them in.
  const member = await signedInPerson(browser, DEMO.member);
  people.push(member);
  await joinByLink(member, retro.room);
  await expectWaiting(member);
  await fitsAt(member.page, 1280, 'waiting-1280.png');
  await fitsAt(member.page, 390, 'waiting-390.png');
  const memberRequest = admissionDialog(admin.page, `${member.name} wants to join`);
  await expect(memberRequest).toBeVisible();
  await fitsAt(admin.page, 1280, 'admin-popup-1280.png');
  await fitsAt(admin.page, 390, 'admin-popup-390.png');
  await admin.page.setViewportSize({ width: 1280, height: 800 });
  await memberRequest.getByRole('button', { name: 'Admit' }).click();
  await expectInRoom(member, retro.title);
  await expect(memberRequest).toBeHidden();
  await expect(admin.page.getByRole('img', { name: member.name })).toBeVisible();

  // A guest types the meeting id and a name, waits, and is declined.
  const gina = await guestPerson(browser, 'Gina Guest');
  people.push(gina);
  await joinByMeetingId(gina, retro.meetingId, retro.room);
  await expectWaiting(gina);
  const ginaRequest = admissionDialog(admin.page, 'Gina Guest wants to join');
  await ginaRequest.getByRole('button', { name: 'Deny' }).click();
  await expect(toast(gina.page)).toContainText(MSG.retro.declined);
  await expect(gina.page).toHaveURL(`/join-retro/${retro.room}`);
  await expect(gina.page.getByRole('heading', { name: 'Join Retro' })).toBeVisible();

  // She tries again (a returning joiner) while another guest arrives: the admin lets both in.
  const walter = await guestPerson(browser, 'Walter Waiting');
  people.push(walter);
  await joinByMeetingId(gina, retro.meetingId, retro.room);
  await joinByLink(walter, retro.room);
  await expectWaiting(walter);
  const many = admissionDialog(admin.page, MSG.retro.moreWantToJoin);
  await expect(many).toBeVisible();
  await expect(many.getByText('Gina Guest')).toBeVisible();
  await expect(many.getByText('Walter Waiting')).toBeVisible();
  await fitsAt(admin.page, 1280, 'admin-list-1280.png');
  await fitsAt(admin.page, 390, 'admin-list-390.png');
  await admin.page.setViewportSize({ width: 1280, height: 800 });
  await many.getByRole('button', { name: 'Allow all' }).click();
  await expectInRoom(gina, retro.title);
  await expectInRoom(walter, retro.title);
  await expect(many).toBeHidden();
  // Everybody in the room sees everybody: admin, member and two guests.
  await expect(
    walter.page.getByRole('group', { name: 'Attendees' }).locator('.mantine-Avatar-root'),
  ).toHaveCount(4);

  // A participant closing their page is announced to the others.
  await walter.page.close();
  await expect(admin.page.getByText(MSG.retro.hasLeft('Walter Waiting'))).toBeVisible();
  await expect(member.page.getByText(MSG.retro.hasLeft('Walter Waiting'))).toBeVisible();

  // The admitted member comes back in a new tab and walks straight in.
  await member.page.close();
  member.page = await member.context.newPage();
  await member.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(member, retro.title);
  await expect(admissionDialog(admin.page, /wants to join/)).toBeHidden();
  // Busy calendars make other tests' month cells fold; leave nothing behind.
  await fixture.request.delete(`/api/retros/${retro.id}`, { headers: APP_REQUEST });
});

test('connection loss and return, layout widths, and a cancelled retro sends everyone out', async ({
  browser,
}) => {
  const retro = await createRetro(fixture, { title: uniqueTitle('Cancelled room'), startType: 'instant' });
  const admin = await signedInPerson(browser, DEMO.admin);
  people.push(admin);
  await admin.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(admin, retro.title);

  // The back button keeps the admin in the room.
  await admin.page.goBack();
  await expect(admin.page).toHaveURL(`/retro-session/${retro.room}`);
  await expectInRoom(admin, retro.title);

  // Spec 002 §2 breakpoints: the page itself never scrolls sideways (the board may).
  for (const width of [820, 920, 390]) {
    await admin.page.setViewportSize({ width, height: 800 });
    await expect(admin.page.getByRole('banner').getByRole('button', { name: 'Report a bug' })).toBeVisible();
    await expectNoSidewaysScroll(admin.page, `the room at ${width} px`);
  }
  await admin.page.setViewportSize({ width: 1280, height: 800 });

  // Going offline is announced; coming back says so and refreshes the room.
  await admin.context.setOffline(true);
  await expect(toast(admin.page)).toContainText(MSG.retro.connectionLost);
  await admin.context.setOffline(false);
  await expect(toast(admin.page)).toContainText(MSG.retro.backOnline);
  await expectInRoom(admin, retro.title);

  const guest = await guestPerson(browser, 'Cora Cancelled');
  people.push(guest);
  await joinByLink(guest, retro.room);
  await admissionDialog(admin.page, 'Cora Cancelled wants to join')
    .getByRole('button', { name: 'Admit' })
    .click();
  await expectInRoom(guest, retro.title);

  // A full room: six avatars in a row, the rest behind +N in the 'Retro Participants' menu.
  const names = ['Ann Extra', 'Bob Extra', 'Cid Extra', 'Dee Extra', 'Eve Extra', 'Fay Extra'];
  await knockAsGuests(guest.page, retro.room, await guestPasses(guest.page, retro.meetingId, names));
  await admissionDialog(admin.page, MSG.retro.moreWantToJoin)
    .getByRole('button', { name: 'Allow all' })
    .click();
  const more = admin.page.getByRole('button', { name: 'Show all participants (2 more)' });
  await expect(more).toHaveText('+2');
  await more.click();
  const list = admin.page.getByRole('menu', { name: MSG.retro.participants });
  await expect(list.getByText(MSG.retro.participants)).toBeVisible();
  await expect(list.getByRole('menuitem')).toHaveCount(8);
  await fitsAt(admin.page, 1280, 'participants-1280.png');
  await admin.page.keyboard.press('Escape');

  const cancel = await admin.page.request.post(`/api/retros/${retro.id}/cancel`, { data: {} });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await expect(toast(guest.page)).toContainText(MSG.retro.cancelled);
  await expect(guest.page).toHaveURL('/join-retro');
  await expect(admin.page).toHaveURL('/retro/retro-list');
  await fixture.request.delete(`/api/retros/${retro.id}`, { headers: APP_REQUEST });
});
