import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { addCard, card, centerOf, column, mouseDrag } from '../retro-board/board-helpers.ts';
import { votePrompt } from '../retro-ending/ending-helpers.ts';
import {
  admissionDialog,
  expectInRoom,
  joinByLink,
  type Person,
  signedInPerson,
} from '../retro-room/room-helpers.ts';
import { fitsAt } from '../support/fits.ts';
import { DEMO, toast } from '../support/users.ts';

// Three people through a whole phased retro. The squad lead runs the flow (write with
// blur, reveal, group by drag, vote with a budget, discuss by votes, actions), hands the
// facilitator's role to a member, who ends the retro; the summary and the Markdown export count
// the group's likes together.

let fixture: RetroFixture;
const people: Person[] = [];

test.beforeAll(async ({ browser }) => {
  fixture = await retroFixture(browser, [DEMO.member, DEMO.member2]);
});

test.afterAll(async () => {
  for (const person of people) {
    await person.context.close();
  }
  await fixture.dispose();
});

function bar(page: Page) {
  return page.getByRole('region', { name: 'Facilitation' });
}

/** Every person sees `phase` as the current step. */
async function expectPhase(everyone: readonly Person[], phase: string): Promise<void> {
  for (const person of everyone) {
    await expect(bar(person.page).getByRole('button', { name: phase, exact: true })).toHaveAttribute(
      'aria-current',
      'step',
    );
  }
}

test('three people through a phased retro: write, reveal, group, vote, discuss, actions, handover', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const retro = await createRetro(fixture, { title: uniqueTitle('Phased retro'), startType: 'instant' });

  const lead = await signedInPerson(browser, DEMO.lead);
  people.push(lead);
  await lead.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(lead, retro.title);
  const mia = await signedInPerson(browser, DEMO.member);
  const max = await signedInPerson(browser, DEMO.member2);
  people.push(mia, max);
  // One at a time: the admin answers each knock in its own dialog.
  for (const person of [mia, max]) {
    await joinByLink(person, retro.room);
    await admissionDialog(lead.page, `${person.name} wants to join`)
      .getByRole('button', { name: 'Admit' })
      .click();
    await expectInRoom(person, retro.title);
  }
  const everyone = [lead, mia, max];

  // ── Write: blur is on, each reads only their own cards ──
  await bar(lead.page).getByRole('button', { name: 'Start facilitation' }).click();
  await expectPhase(everyone, 'Write');
  await expect(bar(mia.page).getByRole('button', { name: 'Reveal', exact: true })).toBeDisabled();
  const slowDeploys = 'Deploys are slow';
  const slowBuilds = 'Builds are slow too';
  const pairing = 'Pairing worked';
  await addCard(mia, 'To improve', slowDeploys);
  await addCard(max, 'To improve', slowBuilds);
  await addCard(lead, 'Went well', pairing);
  await expect(column(max.page, 'To improve').getByRole('article')).toHaveCount(2);
  await expect(max.page.getByText(slowDeploys)).toHaveCount(0);
  await expect(mia.page.getByText(pairing)).toHaveCount(0);
  await fitsAt(max.page, 1280, 'write-1280.png');
  await fitsAt(max.page, 390, 'write-390.png');
  await max.page.setViewportSize({ width: 1280, height: 800 });

  // ── Reveal: everyone reads everything ──
  await bar(lead.page).getByRole('button', { name: 'Reveal', exact: true }).click();
  await expectPhase(everyone, 'Reveal');
  for (const person of everyone) {
    await expect(card(person.page, slowDeploys)).toBeVisible();
    await expect(card(person.page, pairing)).toBeVisible();
  }

  // ── Group: Max drags his card onto Mia's; Mia renames the group ──
  await bar(lead.page).getByRole('button', { name: 'Next phase' }).click();
  await expectPhase(everyone, 'Group');
  await expect(max.page.getByRole('switch', { name: 'Drag to group' })).toBeChecked();
  const handle = card(max.page, slowBuilds).getByRole('button', { name: /Drag the comment/ });
  // Dropped once Mia's card shows that a drop there groups them.
  await mouseDrag(
    max.page,
    handle,
    await centerOf(card(max.page, slowDeploys)),
    max.page.locator('[data-group-target]').filter({ has: card(max.page, slowDeploys) }),
  );
  for (const person of everyone) {
    const group = person.page.getByRole('group', { name: `Group ${slowDeploys}` });
    await expect(group.getByRole('article')).toHaveCount(2);
  }
  await mia.page
    .getByRole('group', { name: `Group ${slowDeploys}` })
    .getByRole('button', { name: 'Rename group' })
    .click();
  const titleBox = mia.page.getByRole('textbox', { name: 'Group title' });
  await titleBox.fill('Slow pipeline');
  await titleBox.press('Enter');
  for (const person of everyone) {
    await expect(person.page.getByRole('group', { name: 'Group Slow pipeline' })).toBeVisible();
  }
  await fitsAt(lead.page, 1280, 'group-1280.png');
  await fitsAt(lead.page, 820, 'group-820.png');
  await lead.page.setViewportSize({ width: 1280, height: 800 });

  // ── Vote: two votes each, counted by the server ──
  await bar(lead.page).getByRole('textbox', { name: 'Votes per person' }).fill('2');
  await bar(lead.page).getByRole('button', { name: 'Set votes' }).click();
  await bar(lead.page).getByRole('button', { name: 'Vote', exact: true }).click();
  await expectPhase(everyone, 'Vote');
  await expect(bar(mia.page).getByText('2 of 2 votes left')).toBeVisible();
  await card(mia.page, slowDeploys).getByRole('button', { name: 'Like' }).click();
  await card(mia.page, slowBuilds).getByRole('button', { name: 'Like' }).click();
  await expect(bar(mia.page).getByText('0 of 2 votes left')).toBeVisible();
  await expect(card(mia.page, pairing).getByRole('button', { name: 'Like' })).toBeDisabled();
  await card(max.page, pairing).getByRole('button', { name: 'Like' }).click();
  await expect(bar(max.page).getByText('1 of 2 votes left')).toBeVisible();
  await fitsAt(mia.page, 390, 'vote-390.png');
  await mia.page.setViewportSize({ width: 1280, height: 800 });

  // ── Discuss: the group (2 votes) first, then the card with 1, highlighted for everyone ──
  await bar(lead.page).getByRole('button', { name: 'Discuss', exact: true }).click();
  await expectPhase(everyone, 'Discuss');
  for (const person of everyone) {
    const current = person.page.locator('[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Slow pipeline');
    await expect(current.getByText('Discussing')).toBeVisible();
  }
  await bar(lead.page).getByRole('button', { name: 'Next card' }).click();
  for (const person of everyone) {
    await expect(person.page.locator('[aria-current="true"]')).toContainText(pairing);
  }
  await fitsAt(max.page, 1280, 'discuss-1280.png');

  // ── Actions, then the lead hands the room over to Mia, who ends it ──
  await bar(lead.page).getByRole('button', { name: 'Next phase' }).click();
  await expectPhase(everyone, 'Actions');
  await lead.page.getByRole('button', { name: 'Hand over facilitation' }).click();
  await lead.page.getByRole('menuitem', { name: `Make ${mia.name} facilitator` }).click();
  const handover = lead.page.getByRole('dialog', { name: 'Hand over facilitation?' });
  await expect(handover).toContainText(mia.name);
  await fitsAt(lead.page, 1280, 'handover-1280.png');
  await handover.getByRole('button', { name: 'Hand over' }).click();
  // A toast shows for 2 s: the three pages are watched at once, so that none is read after its
  // toast has closed (one after the other, a loaded machine missed the last ones).
  await Promise.all(
    everyone.map((person) =>
      expect(toast(person.page)).toContainText(MSG.board.facilitatorChanged(mia.name)),
    ),
  );
  await expect(bar(mia.page).getByRole('button', { name: 'End facilitation' })).toBeVisible();
  await expect(bar(lead.page).getByRole('button', { name: 'End facilitation' })).toHaveCount(0);
  await expect(lead.page.getByRole('button', { name: 'End Retro' })).toHaveCount(0);
  // The lead may take the room back at any time (not needed here).
  await expect(bar(lead.page).getByRole('button', { name: 'Take back facilitation' })).toBeVisible();
  await fitsAt(lead.page, 390, 'handed-over-390.png');
  await lead.page.setViewportSize({ width: 1280, height: 800 });

  await mia.page.getByRole('button', { name: 'End Retro' }).click();
  await mia.page.getByRole('dialog', { name: 'End Retro' }).getByRole('button', { name: 'Yes' }).click();
  for (const person of everyone) {
    await votePrompt(person.page).getByRole('button', { name: 'Happy' }).click();
  }
  // The summary counts the group once, with its cards' likes together.
  const details = lead.page.getByRole('dialog', { name: 'Cadence details' });
  await expect(details).toBeVisible({ timeout: 45_000 });
  await expect(details).toContainText('Slow pipeline');
  await details.getByRole('button', { name: 'Yes' }).click();
  await expect(details).toContainText(MSG.retro.thankYou);

  // Once ended the lead runs the room again (a facilitator lasts while the retro is live) and
  // exports the board and its actions as Markdown.
  await lead.page.reload();
  await expect(lead.page.getByRole('img', { name: 'Team mood: Happy' })).toBeVisible({ timeout: 15_000 });
  await expect(lead.page.getByRole('dialog')).toHaveCount(0);
  await lead.page.getByRole('button', { name: 'Export' }).click();
  await fitsAt(lead.page, 1280, 'export-menu-1280.png');
  const download = lead.page.waitForEvent('download');
  await lead.page.getByRole('menuitem', { name: 'Markdown' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${retro.title}.md`);
  const path = test.info().outputPath('export.md');
  await file.saveAs(path);
  const markdown = readFileSync(path, 'utf8');
  expect(markdown).toContain(`# ${retro.title}`);
  expect(markdown).toMatch(/### Slow pipeline \(2 likes · 0 reactions\)/);
  expect(markdown).toContain(pairing);
});
