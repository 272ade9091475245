import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import {
  admissionDialog,
  expectInRoom,
  guestPerson,
  joinByLink,
  type Person,
  signedInPerson,
} from '../retro-room/room-helpers.ts';
import { fitsAt } from '../support/fits.ts';
import { DEMO, toast } from '../support/users.ts';
import { addCardOverSocket, pdfText, votePrompt } from './ending-helpers.ts';

// The room's sub-header tools and the end of a retro (spec 002 §2, §4 "Timer", "Ending and
// cadence", "Export"): a shared timer, the copy link, End Retro, the mood vote timed by the
// server (one reloads mid-vote), the result and details, and the PDF export.

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

test('timer, copy link, end, mood vote, result, details and PDF export', async ({ browser }) => {
  test.setTimeout(240_000);
  const retro = await createRetro(fixture, { title: uniqueTitle('Ending retro'), startType: 'instant' });

  const admin = await signedInPerson(browser, DEMO.admin);
  people.push(admin);
  await admin.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await admin.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(admin, retro.title);

  const member = await signedInPerson(browser, DEMO.member);
  const guest = await guestPerson(browser, 'Gus Guest');
  people.push(member, guest);
  for (const person of [member, guest]) {
    await joinByLink(person, retro.room);
    await admissionDialog(admin.page, `${person.name} wants to join`)
      .getByRole('button', { name: 'Admit' })
      .click();
    await expectInRoom(person, retro.title);
  }
  // A non-admin sees no admin tools.
  await expect(member.page.getByRole('button', { name: 'End Retro' })).toHaveCount(0);
  await expect(guest.page.getByRole('button', { name: 'Blur cards' })).toHaveCount(0);

  const cardText = 'Deploys went smoothly all sprint';
  const actionTitle = `Checklist ${retro.meetingId}`;
  await addCardOverSocket(admin.page, retro.room, cardText, actionTitle);

  // Blur: while on, the admin's card text never reaches the others; the toggle shows its state.
  const tools = admin.page.getByRole('toolbar', { name: 'Retro tools' });
  const blur = tools.getByRole('button', { name: 'Blur cards' });
  await expect(member.page.getByText(cardText)).toBeVisible();
  await blur.click();
  await expect(blur).toHaveAttribute('aria-pressed', 'true');
  await expect(member.page.getByText(cardText)).toHaveCount(0);
  await expect(guest.page.getByText(cardText)).toHaveCount(0);
  await blur.click();
  await expect(blur).toHaveAttribute('aria-pressed', 'false');
  await expect(member.page.getByText(cardText)).toBeVisible();

  // Timer: the admin sets and starts it, everyone sees the countdown, the admin stops it.
  await tools.getByRole('button', { name: 'Timer' }).click();
  const timer = admin.page.getByRole('dialog', { name: 'Timer' });
  await expect(timer.getByTestId('timer-dial')).toHaveText('05:00');
  await timer.getByRole('button', { name: 'Add one minute' }).click();
  await expect(timer.getByTestId('timer-dial')).toHaveText('06:00');
  await fitsAt(admin.page, 1280, 'timer-popover-1280.png');
  await fitsAt(admin.page, 390, 'timer-popover-390.png');
  await admin.page.setViewportSize({ width: 1280, height: 800 });
  await timer.getByRole('button', { name: 'Start timer' }).click();
  for (const person of [member, guest]) {
    await expect(person.page.getByRole('timer', { name: 'Time left' })).toHaveText(/^0[56]:[0-5]\d$/);
  }
  // The focus stays on the Play button turned Stop, so Escape closes the popover.
  await expect(timer.getByRole('button', { name: 'Stop timer' })).toBeFocused();
  await admin.page.keyboard.press('Escape');
  await expect(timer).toBeHidden();
  await fitsAt(admin.page, 390, 'timer-running-390.png');
  await fitsAt(member.page, 390, 'timer-member-390.png');
  await admin.page.setViewportSize({ width: 1280, height: 800 });
  await tools.getByRole('button', { name: 'Timer' }).click();
  await timer.getByRole('button', { name: 'Stop timer' }).click();
  for (const person of [member, guest]) {
    await expect(person.page.getByRole('timer', { name: 'Time left' })).toHaveCount(0);
  }
  await admin.page.keyboard.press('Escape');

  // Copy link.
  await tools.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(admin.page)).toContainText(MSG.retro.linkCopied);
  const copied = await admin.page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/join-retro/${retro.room}$`));

  // End Retro, confirmed: everyone is asked for their mood.
  await tools.getByRole('button', { name: 'End Retro' }).click();
  const confirm = admin.page.getByRole('dialog', { name: 'End Retro' });
  await expect(confirm).toContainText(MSG.retro.closeSessionConfirm);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  for (const person of [admin, member, guest]) {
    await expect(votePrompt(person.page)).toBeVisible({ timeout: 15_000 });
  }
  await fitsAt(member.page, 1280, 'prompt-1280.png');
  await fitsAt(member.page, 390, 'prompt-390.png');

  // Happy (5), Flat (2.5) and a closed prompt (0.5): 2.67 on average, a flat mood.
  await votePrompt(admin.page).getByRole('button', { name: 'Happy' }).click();
  await votePrompt(member.page).getByRole('button', { name: 'Flat' }).click();
  await guest.page.keyboard.press('Escape');
  for (const person of [admin, member, guest]) {
    await expect(person.page.getByText(MSG.retro.moodPreparing)).toBeVisible();
    await expect(votePrompt(person.page)).toHaveCount(0);
  }
  await fitsAt(guest.page, 390, 'waiting-390.png');
  // A reload mid-vote lands on the same step: the vote is known, so no prompt again.
  await member.page.reload();
  await expect(member.page.getByText(MSG.retro.moodPreparing)).toBeVisible({ timeout: 15_000 });
  await expect(votePrompt(member.page)).toHaveCount(0);

  // The server counts the vote 23 s after the end.
  for (const person of [admin, member, guest]) {
    await expect(person.page.getByTestId('mood-result')).toHaveText('Flat', { timeout: 40_000 });
  }
  await fitsAt(admin.page, 1280, 'result-1280.png');
  await fitsAt(guest.page, 390, 'result-390.png');

  // The result closes itself after 7 s; the details follow.
  const details = member.page.getByRole('dialog', { name: 'Cadence details' });
  await expect(details).toBeVisible({ timeout: 15_000 });
  await expect(details).toContainText(retro.title);
  await expect(details).toContainText('Went well');
  await expect(details).toContainText(MSG.retro.metricUseful);
  await fitsAt(member.page, 1280, 'details-1280.png');
  await fitsAt(member.page, 390, 'details-390.png');
  await details.getByRole('button', { name: 'Yes' }).click();
  await expect(details).toContainText(MSG.retro.thankYou);
  // Opened again after the result and the answer: the mood in the sub-header, no prompt, no modal.
  await member.page.reload();
  await expect(member.page.getByRole('img', { name: 'Team mood: Flat' })).toBeVisible({ timeout: 15_000 });
  await expect(member.page.getByRole('dialog')).toHaveCount(0);
  // The details stay one click away, with the answer remembered.
  await member.page.getByRole('button', { name: 'Cadence details' }).click();
  await expect(member.page.getByRole('dialog', { name: 'Cadence details' })).toContainText(
    MSG.retro.thankYou,
  );
  await member.page.keyboard.press('Escape');

  // The sub-header shows the mood; the admin exports the PDF.
  await expect(admin.page.getByRole('img', { name: 'Team mood: Flat' })).toBeVisible();
  const adminDetails = admin.page.getByRole('dialog', { name: 'Cadence details' });
  await expect(adminDetails).toBeVisible({ timeout: 15_000 });
  await admin.page.keyboard.press('Escape');
  await expect(adminDetails).toHaveCount(0);
  await expect(member.page.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
  await fitsAt(admin.page, 390, 'ended-toolbar-390.png');
  await fitsAt(admin.page, 1280, 'ended-toolbar-1280.png');
  await admin.page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = admin.page.waitForEvent('download');
  await admin.page.getByRole('menuitem', { name: 'PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${retro.title}.pdf`);
  const path = test.info().outputPath('export.pdf');
  await file.saveAs(path);
  const text = await pdfText(path);
  expect(text).toContain(retro.title);
  expect(text).toContain('Flat');
  expect(text).toContain(cardText);
  expect(text).toContain(admin.name);
  expect(text).toContain('Description');
  expect(text).toContain('Created by');
  expect(text).toContain(actionTitle);
  // The admin, the member and the guest were all let in, whatever the room holds now.
  expect(text).toMatch(/Participants\s+3/);
});
