import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import {
  admissionDialog,
  expectInRoom,
  joinByLink,
  type Person,
  signedInPerson,
} from '../retro-room/room-helpers.ts';
import { DEMO, toast } from '../support/users.ts';
import { addCard, card, column } from './board-helpers.ts';

// A member turns a card into a Bug of the squad's backlog; the lead, in another
// browser, sees the card's mark at once; the backlog lists the item, and its Edit dialog links
// back to the retro.

let fixture: RetroFixture;
const people: Person[] = [];

test.beforeAll(async ({ browser }) => {
  fixture = await retroFixture(browser, [DEMO.member]);
});

test.afterAll(async () => {
  for (const person of people) {
    await person.context.close();
  }
  await fixture.dispose();
});

test('a card goes to the backlog, the room sees its mark, and the item links back to the retro', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const retro = await createRetro(fixture, { title: uniqueTitle('Backlog retro'), startType: 'instant' });
  const lead = await signedInPerson(browser, DEMO.lead);
  const member = await signedInPerson(browser, DEMO.member);
  people.push(lead, member);
  await lead.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(lead, retro.title);
  await joinByLink(member, retro.room);
  await admissionDialog(lead.page, `${member.name} wants to join`)
    .getByRole('button', { name: 'Admit' })
    .click();
  await expectInRoom(member, retro.title);

  const title = `Login test is flaky ${retro.meetingId}`;
  const text = `${title}\nIt fails one run in ten on CI`;
  await addCard(member, 'To improve', text);
  const mine = card(column(member.page, 'To improve'), title);
  await mine.getByRole('button', { name: /^Options for the comment by/ }).click();
  await member.page.getByRole('menuitem', { name: MSG.workItems.toBacklog.menu }).click();
  const dialog = member.page.getByRole('dialog', { name: MSG.workItems.toBacklog.title });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(text);
  await dialog.getByText('Bug', { exact: true }).click();
  await dialog.getByRole('button', { name: MSG.workItems.toBacklog.save }).click();
  await expect(toast(member.page)).toContainText('added to the backlog.');
  await expect(dialog).toBeHidden();

  // The mark, for both: "Bug {key}", the key the squad's acronym and B.
  const marks = (person: Person) =>
    card(column(person.page, 'To improve'), title).getByRole('list', {
      name: MSG.workItems.toBacklog.marksLabel,
    });
  await expect(marks(member)).toHaveText(/^Bug [A-Z]+B\d+$/);
  const mark = (await marks(member).innerText()).trim();
  await expect(marks(lead)).toHaveText(mark);
  await expect(marks(lead).getByRole('link', { name: mark })).toHaveAttribute(
    'href',
    /\/edit-tab\/work-item\//,
  );

  // The squad's backlog lists it; its Edit dialog says where it came from and leads back there.
  const { page } = member;
  await page.goto(`/backlog?squad=${fixture.squadId}`);
  await expect(page.getByRole('heading', { name: 'Backlog', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: title, exact: true }).click();
  const edit = page.getByRole('dialog').filter({ hasText: MSG.workItems.fromRetro });
  await expect(edit.getByRole('link', { name: retro.title })).toBeVisible();
  await edit.getByRole('tab', { name: 'History' }).click();
  await expect(edit.getByText(MSG.workItems.historyFromRetro(retro.title))).toBeVisible();
  await edit.getByRole('link', { name: retro.title }).click();
  await expect(page).toHaveURL(`/retro-session/${retro.room}`);
});
