import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { addCard, card, column, convertToAction } from '../retro-board/board-helpers.ts';
import { endRetroUnvoted } from '../retro-ending/ending-helpers.ts';
import {
  admissionDialog,
  expectInRoom,
  joinByLink,
  type Person,
  signedInPerson,
} from '../retro-room/room-helpers.ts';
import {
  completeSprint,
  createSprint,
  createWorkItems,
  finishTask,
  moveToSprint,
  startSprint,
} from '../sprints/sprints-api.ts';
import { fitsAt } from '../support/fits.ts';
import { DEMO, toast } from '../support/users.ts';

// The loop a team closes in Squadboard alone: the squad plans a sprint and works it; the retro the
// product scheduled when the sprint started looks back on it (the Sprint panel's figures), first
// reviews the last retro's action (its owner marks it Done, the facilitator sees it at once), sends
// a card to the backlog; and Past Sprints then shows the sprint with its retro and the follow-through.

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

const bar = (page: Page) => page.getByRole('region', { name: 'Facilitation' });
const review = (page: Page) => page.getByRole('region', { name: 'Review actions' });
const tools = (page: Page) => page.getByRole('toolbar', { name: 'Retro tools' });

test('a sprint, the retro it scheduled, last retro’s action reviewed, a card to the backlog, the follow-through', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const lead = await signedInPerson(browser, DEMO.lead);
  const mia = await signedInPerson(browser, DEMO.member);
  people.push(lead, mia);

  // The squad asks for a retro at the end of every sprint.
  const setting = await fixture.request.patch(`/api/squads/${fixture.squadId}`, {
    data: { sprintRetroTime: '16:00' },
  });
  expect(setting.status(), await setting.text()).toBe(200);

  // The last retro decided an action for Mia, and ended.
  const last = await createRetro(fixture, { title: uniqueTitle('Last retro'), startType: 'instant' });
  await lead.page.goto(`/retro-session/${last.room}`);
  await expectInRoom(lead, last.title);
  const cardText = `Flaky login test ${last.meetingId}`;
  const action = `Quarantine the login test ${last.meetingId}`;
  await addCard(lead, 'To improve', cardText);
  await convertToAction(lead.page, 'To improve', cardText, {
    title: action,
    ownerSearch: 'Mia',
    ownerName: /Mia Member/,
  });
  await endRetroUnvoted(lead.page);

  // The sprint: three tasks planned and started, two of them done.
  const squad = { ...fixture };
  const sprint = await createSprint(squad, uniqueTitle('Sprint'), 5);
  const items = await createWorkItems(squad, [
    ['Task', uniqueTitle('Pay by card')],
    ['Task', uniqueTitle('Refunds')],
    ['Task', uniqueTitle('Receipts')],
  ]);
  await moveToSprint(
    squad,
    items.map((item) => item.id),
    sprint.id,
  );
  await startSprint(squad, sprint.id);
  for (const item of items.slice(0, 2)) {
    await finishTask(squad, item.id);
  }

  // Its start scheduled the squad's retro for the sprint's end: the lead runs it now.
  const listed = await fixture.request.get(`/api/retros?squadId=${fixture.squadId}`);
  expect(listed.status(), await listed.text()).toBe(200);
  const retro = ((await listed.json()).items as Retro[]).find((r) => r.sprint?.id === sprint.id);
  expect(retro?.title).toBe(MSG.retroSprint.scheduledTitle(sprint.name));
  if (!retro) {
    throw new Error('the sprint scheduled no retro');
  }
  await lead.page.goto(`/retro-session/${retro.room}`);
  await lead.page.getByRole('button', { name: 'Start retro' }).click();
  await expectInRoom(lead, retro.title);
  await joinByLink(mia, retro.room);
  await admissionDialog(lead.page, `${mia.name} wants to join`)
    .getByRole('button', { name: 'Admit' })
    .click();
  await expectInRoom(mia, retro.title);

  // Review actions comes first; Mia marks hers Done and the lead sees it at once.
  await bar(lead.page).getByRole('button', { name: 'Start facilitation' }).click();
  for (const person of [lead, mia]) {
    await expect(
      bar(person.page).getByRole('button', { name: 'Review actions', exact: true }),
    ).toHaveAttribute('aria-current', 'step');
  }
  await review(mia.page)
    .getByRole('button', { name: `Done: ${action}` })
    .click();
  await expect(review(lead.page).getByText(`Done, marked by ${mia.name}`)).toBeVisible();

  // The Sprint panel: what the squad committed and completed.
  await tools(mia.page).getByRole('button', { name: 'Sprint' }).click();
  const panel = mia.page.getByRole('dialog', { name: 'Sprint panel' });
  const figures = panel.getByRole('group', { name: 'Figures' });
  await expect(figures.getByText(/^3 items/)).toBeVisible();
  await expect(figures.getByText(/^2 items/)).toBeVisible();
  await expect(panel.getByText(items[2]?.title ?? '')).toBeVisible();
  await fitsAt(mia.page, 390, 'sprint-panel-390.png');
  await mia.page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await mia.page.setViewportSize({ width: 1280, height: 800 });

  // On to writing; Mia's card becomes a Task of the squad's backlog.
  await bar(lead.page).getByRole('button', { name: 'Next phase' }).click();
  await expect(bar(mia.page).getByRole('button', { name: 'Write', exact: true })).toHaveAttribute(
    'aria-current',
    'step',
  );
  const title = `Receipts need a PDF ${retro.meetingId}`;
  await addCard(mia, 'To improve', title);
  await card(column(mia.page, 'To improve'), title)
    .getByRole('button', { name: /^Options for the comment by/ })
    .click();
  await mia.page.getByRole('menuitem', { name: MSG.workItems.toBacklog.menu }).click();
  const dialog = mia.page.getByRole('dialog', { name: MSG.workItems.toBacklog.title });
  await dialog.getByText('Task', { exact: true }).click();
  await dialog.getByRole('button', { name: MSG.workItems.toBacklog.save }).click();
  await expect(toast(mia.page)).toContainText('added to the backlog.');
  await endRetroUnvoted(lead.page);

  // The backlog holds it, with the way back to the retro.
  await mia.page.goto(`/backlog?squad=${fixture.squadId}`);
  await mia.page.getByRole('link', { name: title, exact: true }).click();
  const edit = mia.page.getByRole('dialog').filter({ hasText: MSG.workItems.fromRetro });
  await expect(edit.getByRole('link', { name: retro.title })).toBeVisible();

  // The sprint completes; Past Sprints shows it with its retro, and the follow-through.
  await completeSprint(squad, sprint.id, 'backlog');
  await lead.page.goto(`/sprint/past-sprints?squad=${fixture.squadId}`);
  await expect(lead.page.getByRole('heading', { name: 'Past Sprints', level: 1 })).toBeVisible();
  await expect(lead.page.getByRole('link', { name: retro.title })).toBeVisible();
  await expect(lead.page.getByText('actions done by the next retro: 1 of 1', { exact: true })).toHaveCount(1);
  await fitsAt(lead.page, 920, 'past-sprints-920.png');
  await fitsAt(lead.page, 390, 'past-sprints-390.png');
});
