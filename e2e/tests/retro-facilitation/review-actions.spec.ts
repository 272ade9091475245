import { expect, type Page, test } from '@playwright/test';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { addCard, convertToAction } from '../retro-board/board-helpers.ts';
import {
  admissionDialog,
  expectInRoom,
  joinByLink,
  type Person,
  signedInPerson,
} from '../retro-room/room-helpers.ts';
import { fitsAt } from '../support/fits.ts';
import { DEMO } from '../support/users.ts';

// The retro that looks back: an action decided in the squad's last retro comes up in the next
// one's first phase, "Review actions"; its owner marks it Done and the facilitator sees it at once.

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

const review = (page: Page) => page.getByRole('region', { name: 'Review actions' });
const bar = (page: Page) => page.getByRole('region', { name: 'Facilitation' });

test('last retro’s action is reviewed first: the owner marks it Done and the lead sees it live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lead = await signedInPerson(browser, DEMO.lead);
  people.push(lead);

  // The last retro: a card becomes Mia's action.
  const last = await createRetro(fixture, { title: uniqueTitle('Last retro'), startType: 'instant' });
  await lead.page.goto(`/retro-session/${last.room}`);
  await expectInRoom(lead, last.title);
  const text = `Flaky tests ${last.meetingId}`;
  const title = `Quarantine flaky tests ${last.meetingId}`;
  await addCard(lead, 'To improve', text);
  await convertToAction(lead.page, 'To improve', text, {
    title,
    ownerSearch: 'Mia',
    ownerName: /Mia Member/,
  });

  // This retro: Mia comes in, the lead starts the flow, which begins with the review.
  const retro = await createRetro(fixture, { title: uniqueTitle('This retro'), startType: 'instant' });
  await lead.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(lead, retro.title);
  const mia = await signedInPerson(browser, DEMO.member);
  people.push(mia);
  await joinByLink(mia, retro.room);
  await admissionDialog(lead.page, `${mia.name} wants to join`)
    .getByRole('button', { name: 'Admit' })
    .click();
  await expectInRoom(mia, retro.title);

  await bar(lead.page).getByRole('button', { name: 'Start facilitation' }).click();
  for (const person of [lead, mia]) {
    await expect(
      bar(person.page).getByRole('button', { name: 'Review actions', exact: true }),
    ).toHaveAttribute('aria-current', 'step');
    await expect(review(person.page).getByText(title)).toBeVisible();
    await expect(review(person.page).getByText(`From ${last.title}`, { exact: false })).toBeVisible();
  }
  await expect(review(lead.page).getByText('1 to review')).toBeVisible();

  // The owner marks her action Done; the lead's list shows it without a reload.
  await review(mia.page)
    .getByRole('button', { name: `Done: ${title}` })
    .click();
  await expect(review(lead.page).getByText(`Done, marked by ${mia.name}`)).toBeVisible();
  await expect(review(lead.page).getByRole('button', { name: `Done: ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(review(lead.page).getByText('1 to review')).toHaveCount(0);
  await fitsAt(mia.page, 390, 'review-390.png');
  await fitsAt(lead.page, 920, 'review-920.png');

  // Closed as done on the Actions page's record, with the review in its history.
  const actions = await lead.page.request.get(`/api/actions?search=${encodeURIComponent(title)}`);
  expect((await actions.json()).items).toEqual([expect.objectContaining({ title, status: 'Closed' })]);
  const actionsPage = await lead.context.newPage();
  await actionsPage.goto('/actions');
  await actionsPage.getByLabel('Search actions').fill(title);
  await actionsPage.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = actionsPage.getByRole('dialog', { name: 'Edit Action' });
  await expect(edit.getByRole('region', { name: 'Reviewed in retros' })).toContainText(
    `Done in ${retro.title}, by ${mia.name}`,
  );
  await fitsAt(actionsPage, 390, 'action-reviews-390.png');
  await actionsPage.close();

  // On to writing: the review gives way to the board.
  await bar(lead.page).getByRole('button', { name: 'Next phase' }).click();
  for (const person of [lead, mia]) {
    await expect(bar(person.page).getByRole('button', { name: 'Write', exact: true })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(review(person.page)).toHaveCount(0);
  }
});
