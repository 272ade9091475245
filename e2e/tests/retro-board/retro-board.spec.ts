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
import { afterPickUp } from '../support/keyboard-drag.ts';
import { APP_REQUEST, DEMO, toast } from '../support/users.ts';
import {
  addCard,
  card,
  cardTexts,
  centerOf,
  column,
  mouseDrag,
  openComposer,
  overAnnouncement,
  recordFrames,
  topOf,
} from './board-helpers.ts';

// The live board with three people (spec 002 §4 "Columns", "Cards", "Blur", §5): the squad lead
// (retro admin), a signed-in member and a guest. What one does, the others see; what blur
// hides never reaches the others' browsers; a reload brings everything back.

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

test('three people on one board: columns, cards, locks, drag, reactions, blur, reload', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const retro = await createRetro(fixture, { title: uniqueTitle('Board retro'), startType: 'instant' });

  // The squad lead opens the room; a member and a guest come by the link and are let in.
  const lead = await signedInPerson(browser, DEMO.lead);
  const member = await signedInPerson(browser, DEMO.member);
  const guest = await guestPerson(browser, 'Gina Guest');
  people.push(lead, member, guest);
  const guestFrames = recordFrames(guest.page);
  await lead.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(lead, retro.title);
  for (const person of [member, guest]) {
    await joinByLink(person, retro.room);
    await admissionDialog(lead.page, `${person.name} wants to join`)
      .getByRole('button', { name: 'Admit' })
      .click();
    await expectInRoom(person, retro.title);
  }
  const everyone = [lead, member, guest];
  for (const person of everyone) {
    await expect(column(person.page, 'Went well')).toBeVisible();
  }
  // Only the admin manages columns.
  await expect(member.page.getByRole('button', { name: 'Add Title' })).toHaveCount(0);
  await expect(guest.page.getByRole('button', { name: 'Add column' })).toHaveCount(0);

  // ── Columns ──────────────────────────────────────────────────────────────────────────────
  await lead.page.getByRole('button', { name: 'Add Title' }).click();
  const draft = lead.page.getByRole('region', { name: 'New column', exact: true });
  const title = draft.getByRole('textbox', { name: 'Column title' });
  await expect(title).toBeFocused();
  await title.press('Enter');
  await expect(draft.getByText(MSG.retro.enterTitle)).toBeVisible();
  // A column without a name takes no comments.
  await draft.getByRole('button', { name: 'Add Comments' }).click();
  await expect(toast(lead.page)).toContainText(MSG.retro.enterTitle);
  // Escape on a column never saved removes it, for nobody else ever saw it.
  await title.press('Escape');
  await expect(draft).toHaveCount(0);
  await lead.page.getByRole('button', { name: 'Add column' }).click();
  const named = lead.page
    .getByRole('region', { name: 'New column', exact: true })
    .getByRole('textbox', { name: 'Column title' });
  await named.fill('Kudos');
  await named.press('Enter');
  for (const person of everyone) {
    await expect(column(person.page, 'Kudos')).toBeVisible();
  }

  // Renaming locks the column for the others (faded, untouchable) until it is saved.
  await column(lead.page, 'Kudos').getByRole('button', { name: 'Options for column Kudos' }).click();
  await lead.page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = column(lead.page, 'Kudos').getByRole('textbox', { name: 'Column title' });
  await expect(rename).toBeFocused();
  await expect(column(member.page, 'Kudos')).toHaveAttribute('data-locked', 'true');
  await expect(column(member.page, 'Kudos').getByText(`${lead.name} is editing`)).toBeVisible();
  await expect(column(member.page, 'Kudos')).toHaveCSS('pointer-events', 'none');
  // Escape leaves the edit of a saved column and frees it.
  await rename.press('Escape');
  await expect(column(member.page, 'Kudos')).not.toHaveAttribute('data-locked', 'true');
  await column(lead.page, 'Kudos').getByRole('heading', { name: 'Kudos' }).dblclick();
  await column(lead.page, 'Kudos').getByRole('textbox', { name: 'Column title' }).fill('Shout-outs');
  await column(lead.page, 'Kudos').getByRole('textbox', { name: 'Column title' }).press('Enter');
  await expect(column(guest.page, 'Shout-outs')).toBeVisible();
  await expect(column(guest.page, 'Shout-outs')).not.toHaveAttribute('data-locked', 'true');

  // Move it left of 'Action items', then delete it after the question.
  await column(lead.page, 'Shout-outs')
    .getByRole('button', { name: 'Options for column Shout-outs' })
    .click();
  await lead.page.getByRole('menuitem', { name: 'Move left' }).click();
  const titles = (page: typeof lead.page) =>
    page.getByRole('region', { name: 'Retro board' }).getByRole('heading', { level: 2 }).allInnerTexts();
  await expect
    .poll(() => titles(member.page))
    .toEqual(['Went well', 'To improve', 'Shout-outs', 'Action items']);
  await column(lead.page, 'Shout-outs')
    .getByRole('button', { name: 'Options for column Shout-outs' })
    .click();
  await lead.page.getByRole('menuitem', { name: 'Delete' }).click();
  const ask = lead.page.getByRole('dialog', { name: 'Delete title' });
  await expect(ask.getByText(MSG.retro.deleteTitleConfirm)).toBeVisible();
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => titles(guest.page)).toEqual(['Went well', 'To improve', 'Action items']);

  // ── Cards ────────────────────────────────────────────────────────────────────────────────
  const box = await openComposer(member, 'Went well');
  await box.press('Enter');
  await expect(column(member.page, 'Went well').getByText(MSG.retro.commentRequired)).toBeVisible();
  await box.fill('Fast CI builds');
  await box.press('Enter');
  // Shift+Enter is a new line; the box stays open for the next comment.
  await box.pressSequentially('Pairing worked');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await box.press('Enter');
  await expect(card(member.page, 'Pairing worked')).toContainText('second line');
  // A click elsewhere adds what was typed.
  await box.fill('Demo day');
  await member.page.getByRole('heading', { level: 1 }).click();
  await expect(card(column(member.page, 'Went well'), 'Demo day')).toBeVisible();
  await addCard(guest, 'To improve', 'Flaky tests');
  await addCard(lead, 'To improve', 'Long standups');
  for (const person of everyone) {
    await expect
      .poll(() => cardTexts(person.page, 'Went well'))
      .toEqual(['Fast CI builds', 'Pairing worked\nsecond line', 'Demo day']);
    await expect.poll(() => cardTexts(person.page, 'To improve')).toEqual(['Flaky tests', 'Long standups']);
  }
  await expect(card(lead.page, 'Flaky tests')).toContainText('Gina Guest');
  await fitsAt(member.page, 1280, 'board-1280.png');
  await fitsAt(member.page, 390, 'board-390.png');
  // Spec 002 §2 breakpoints: the board scrolls sideways inside itself, never the page.
  for (const width of [820, 920, 390]) {
    await fitsAt(lead.page, width, `board-admin-${width}.png`);
  }
  await lead.page.setViewportSize({ width: 1280, height: 800 });
  await member.page.setViewportSize({ width: 1280, height: 800 });

  // Editing (double-click) locks the card for the others; empty text is refused; Enter saves,
  // as it adds a comment.
  await card(member.page, 'Fast CI builds').getByTestId('card-text').dblclick();
  const editor = member.page.getByRole('textbox', { name: 'Edit comment' });
  await expect(editor).toBeFocused();
  await expect(card(lead.page, 'Fast CI builds')).toHaveAttribute('data-locked', 'true');
  await expect(card(guest.page, 'Fast CI builds').getByText(`${member.name} is editing`)).toBeVisible();
  await fitsAt(guest.page, 1280, 'card-locked-1280.png');
  await editor.fill('   ');
  await member.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(member.page.getByText(MSG.retro.commentRequired)).toBeVisible();
  await editor.fill('Fast CI builds (8 min)');
  await editor.press('Enter');
  await expect(editor).toBeHidden();
  for (const person of everyone) {
    await expect(card(person.page, 'Fast CI builds (8 min)')).toBeVisible();
    await expect(card(person.page, 'Fast CI builds (8 min)')).not.toHaveAttribute('data-locked', 'true');
  }
  // The menu edits too, and moving the focus away saves.
  await card(guest.page, 'Flaky tests')
    .getByRole('button', { name: 'Options for the comment by Gina Guest' })
    .click();
  await guest.page.getByRole('menuitem', { name: 'Edit' }).click();
  await guest.page.getByRole('textbox', { name: 'Edit comment' }).fill('Flaky e2e tests');
  await guest.page.getByRole('heading', { level: 1 }).click();
  await expect(card(member.page, 'Flaky e2e tests')).toBeVisible();
  // Others' cards have no menu for a plain participant.
  await expect(
    card(guest.page, 'Demo day').getByRole('button', { name: /Options for the comment/ }),
  ).toHaveCount(0);

  // Delete asks first.
  await card(member.page, 'Demo day')
    .getByRole('button', { name: /Options for the comment/ })
    .click();
  await member.page.getByRole('menuitem', { name: 'Delete' }).click();
  await member.page
    .getByRole('dialog', { name: 'Delete comment' })
    .getByRole('button', { name: 'Yes' })
    .click();
  for (const person of everyone) {
    await expect(card(person.page, 'Demo day')).toHaveCount(0);
  }

  // ── Drag ─────────────────────────────────────────────────────────────────────────────────
  // With the mouse, to another column between two cards.
  const handle = card(lead.page, 'Pairing worked').getByRole('button', { name: /Drag the comment/ });
  const target = card(lead.page, 'Long standups');
  const to = await centerOf(target);
  await mouseDrag(lead.page, handle, { x: to.x, y: to.y - 12 }, overAnnouncement(lead.page, 'To improve'));
  for (const person of everyone) {
    await expect
      .poll(() => cardTexts(person.page, 'To improve'))
      .toEqual(['Flaky e2e tests', 'Pairing worked\nsecond line', 'Long standups']);
    await expect.poll(() => cardTexts(person.page, 'Went well')).toEqual(['Fast CI builds (8 min)']);
  }
  // With the keyboard, down one place in its column.
  const keyHandle = card(guest.page, 'Flaky e2e tests').getByRole('button', { name: /Drag the comment/ });
  const below = card(guest.page, 'Pairing worked');
  const belowTop = await topOf(below);
  await keyHandle.focus();
  await guest.page.keyboard.press('Space');
  await expect(keyHandle).toHaveAttribute('aria-pressed', 'true');
  await afterPickUp(guest.page);
  await guest.page.keyboard.press('ArrowDown');
  // Dropped once the card below has moved up into its place, as the person sees it.
  await expect.poll(() => topOf(below)).toBeLessThan(belowTop);
  await guest.page.keyboard.press('Space');
  for (const person of everyone) {
    await expect
      .poll(() => cardTexts(person.page, 'To improve'))
      .toEqual(['Pairing worked\nsecond line', 'Flaky e2e tests', 'Long standups']);
  }

  // With the keyboard, to the next column on the right.
  const rightHandle = card(member.page, 'Fast CI builds').getByRole('button', { name: /Drag the comment/ });
  await rightHandle.focus();
  await member.page.keyboard.press('Space');
  await expect(rightHandle).toHaveAttribute('aria-pressed', 'true');
  await afterPickUp(member.page);
  await member.page.keyboard.press('ArrowRight');
  await expect(overAnnouncement(member.page, 'To improve')).toBeVisible();
  await member.page.keyboard.press('Space');
  await expect.poll(() => cardTexts(lead.page, 'Went well')).toEqual([]);
  await expect.poll(() => cardTexts(lead.page, 'To improve')).toContain('Fast CI builds (8 min)');
  // And back with the mouse, into the column's empty list, dropped once the board says the card
  // is over it.
  await mouseDrag(
    member.page,
    card(member.page, 'Fast CI builds').getByRole('button', { name: /Drag the comment/ }),
    await centerOf(column(member.page, 'Went well').getByRole('list')),
    overAnnouncement(member.page, 'Went well'),
  );
  await expect.poll(() => cardTexts(member.page, 'Went well')).toEqual(['Fast CI builds (8 min)']);
  await expect.poll(() => cardTexts(guest.page, 'Went well')).toEqual(['Fast CI builds (8 min)']);
  await expect
    .poll(() => cardTexts(guest.page, 'To improve'))
    .toEqual(['Pairing worked\nsecond line', 'Flaky e2e tests', 'Long standups']);
  // The admin drags a column by its grip.
  await mouseDrag(
    lead.page,
    lead.page.getByRole('button', { name: 'Drag column Action items' }),
    await centerOf(column(lead.page, 'Went well').getByRole('heading')),
    overAnnouncement(lead.page, 'Went well'),
  );
  await expect.poll(() => titles(guest.page)).toEqual(['Action items', 'Went well', 'To improve']);

  // ── Likes and emoji ──────────────────────────────────────────────────────────────────────
  const liked = card(guest.page, 'Fast CI builds');
  await liked.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card(member.page, 'Fast CI builds').getByTestId('like-count')).toHaveText('1');
  await liked.getByRole('button', { name: 'Unlike' }).click();
  await expect(card(member.page, 'Fast CI builds').getByTestId('like-count')).toHaveText('0');
  await liked.getByRole('button', { name: 'Like', exact: true }).click();
  await card(lead.page, 'Fast CI builds').getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card(member.page, 'Fast CI builds').getByTestId('like-count')).toHaveText('2');

  for (const person of [guest, member]) {
    await card(person.page, 'Fast CI builds').getByRole('button', { name: 'Add a reaction' }).click();
    await person.page.getByRole('button', { name: 'Thumbs Up Sign' }).click();
  }
  const chip = card(lead.page, 'Fast CI builds').getByRole('button', { name: /^👍 2/ });
  await expect(chip).toBeVisible();
  await chip.hover();
  await expect(lead.page.getByRole('tooltip')).toHaveText(`Gina Guest, ${member.name}`);
  // Two of three attendees reacted: more than half, so the card stands out.
  await expect(card(guest.page, 'Fast CI builds')).toHaveAttribute('data-highlighted', 'true');
  await fitsAt(lead.page, 1280, 'reactions-1280.png');
  await lead.page.setViewportSize({ width: 1280, height: 800 });
  // Choosing another emoji replaces one's own; choosing it again takes it away.
  await card(member.page, 'Fast CI builds').getByRole('button', { name: 'Add a reaction' }).click();
  await member.page.getByRole('button', { name: 'Heavy Black Heart' }).click();
  await expect(card(lead.page, 'Fast CI builds').getByRole('button', { name: /^❤️ 1/ })).toBeVisible();
  await expect(card(lead.page, 'Fast CI builds').getByRole('button', { name: /^👍 1/ })).toBeVisible();
  await card(member.page, 'Fast CI builds').getByRole('button', { name: /^❤️ 1/ }).click();
  await expect(card(lead.page, 'Fast CI builds').getByRole('button', { name: /^❤️/ })).toHaveCount(0);
  await expect(card(guest.page, 'Fast CI builds')).not.toHaveAttribute('data-highlighted', 'true');
  // The full picker, 8 per line, loads on demand.
  await card(member.page, 'Fast CI builds').getByRole('button', { name: 'Add a reaction' }).click();
  await member.page.getByRole('button', { name: 'More emojis' }).click();
  const picker = member.page.locator('em-emoji-picker');
  await expect(picker).toBeVisible();
  await fitsAt(member.page, 1280, 'picker-1280.png');
  await picker.locator('input[type="search"]').fill('rocket');
  await picker.locator('button[aria-label="🚀"]').first().click();
  await expect(card(lead.page, 'Fast CI builds').getByRole('button', { name: /^🚀 1/ })).toBeVisible();
  await expect(picker).toHaveCount(0);

  // ── Blur ─────────────────────────────────────────────────────────────────────────────────
  const secret = 'Secret budget worry';
  await lead.page.getByRole('button', { name: 'Blur cards' }).click();
  await expect(lead.page.getByRole('button', { name: 'Blur cards' })).toHaveAttribute('aria-pressed', 'true');
  await addCard(member, 'To improve', secret);
  // The guest sees her own card, but nobody else's text: not on screen, not in the page, not
  // in anything that reached her browser.
  await expect(card(guest.page, 'Flaky e2e tests')).toBeVisible();
  await expect(guest.page.getByRole('article', { name: `Hidden comment by ${member.name}` })).toHaveCount(3);
  await expect(guest.page.getByRole('img', { name: 'Hidden while blur is on' }).first()).toBeVisible();
  const guestHtml = await guest.page.content();
  for (const text of [secret, 'Fast CI builds', 'Pairing worked', 'Long standups']) {
    expect(guestHtml).not.toContain(text);
  }
  expect(guestFrames.some((frame) => frame.includes(secret))).toBe(false);
  // The admin does not read them either.
  expect(await lead.page.content()).not.toContain(secret);
  await fitsAt(guest.page, 1280, 'blur-1280.png');
  await fitsAt(guest.page, 390, 'blur-390.png');
  await guest.page.setViewportSize({ width: 1280, height: 800 });
  await lead.page.getByRole('button', { name: 'Blur cards' }).click();
  await expect(card(guest.page, secret)).toBeVisible();

  // ── Reload ───────────────────────────────────────────────────────────────────────────────
  await lead.page.reload();
  await expectInRoom(lead, retro.title);
  await expect.poll(() => titles(lead.page)).toEqual(['Action items', 'Went well', 'To improve']);
  await expect
    .poll(() => cardTexts(lead.page, 'To improve'))
    .toEqual(['Pairing worked\nsecond line', 'Flaky e2e tests', 'Long standups', secret]);
  await expect(card(lead.page, 'Fast CI builds').getByTestId('like-count')).toHaveText('2');
  await expect(card(lead.page, 'Fast CI builds').getByRole('button', { name: /^👍 1/ })).toBeVisible();
  await expect(card(lead.page, 'Fast CI builds').getByRole('button', { name: /^🚀 1/ })).toBeVisible();

  await fixture.request.delete(`/api/retros/${retro.id}`, { headers: APP_REQUEST });
});
