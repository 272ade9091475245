import { expect, test } from '@playwright/test';
import { type RetroFixture, retroFixture } from '../join-retro/retro-api.ts';
import { signedInPerson } from '../retro-room/room-helpers.ts';
import { fitsAt } from '../support/fits.ts';
import { DEMO } from '../support/users.ts';
import { createSprint, startSprint, uniqueTitle } from './sprints-api.ts';

// Someone taken off a squad while its board is on their screen stops seeing it at once: the
// server drops their socket from the board and tells it to reload, and the page moves to a squad
// they still see (docs/realtime.md "The sprint board").

let fixture: RetroFixture;

test.beforeEach(async ({ browser }) => {
  fixture = await retroFixture(browser, [DEMO.member2]);
});

test.afterEach(async () => {
  await fixture.dispose();
});

test('a member taken off the squad sees its board go without reloading', async ({ browser }) => {
  const sprint = await createSprint(fixture, uniqueTitle('Access sprint'));
  await startSprint(fixture, sprint.id);
  const member = await signedInPerson(browser, DEMO.member2);
  try {
    await member.page.goto(`/sprint/active-sprint?squad=${fixture.squadId}`);
    await expect(member.page.getByRole('heading', { name: sprint.name })).toBeVisible();
    await expect(member.page.getByRole('status', { name: /^Live:/ })).toBeVisible();
    const picker = member.page.getByRole('combobox', { name: 'Squad' });
    await expect(picker).toHaveValue(fixture.squadName);

    // The Super Admin takes them off the squad.
    const edited = await fixture.request.patch(`/api/squads/${fixture.squadId}`, { data: { memberIds: [] } });
    expect(edited.status(), await edited.text()).toBe(200);
    await expect(member.page.getByRole('heading', { name: sprint.name })).toBeHidden();
    await expect(member.page.getByRole('heading', { name: 'Active Sprint', level: 1 })).toBeVisible();
    await expect(picker).not.toHaveValue(fixture.squadName);
    await fitsAt(member.page, 1280, 'sprint-board-removed-1280.png');
  } finally {
    await member.context.close();
  }
});
