import { expect, test } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { encodeMeetingId } from '@squadboard/domain/retro/meeting-id';
import { DEMO, DEMO_PASSWORD, signInAs, toast } from '../support/users.ts';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from './retro-api.ts';

// The public join page: spec 002 §5 validation, the meeting lookup and the way into the room.

let fixture: RetroFixture;

test.beforeAll(async ({ browser }) => {
  fixture = await retroFixture(browser);
});

test.afterAll(async () => {
  await fixture.dispose();
});

test('the form says what is missing, and sums it up in a toast', async ({ page }) => {
  await page.goto('/join-retro');
  await expect(page.getByRole('heading', { name: 'Join Retro' })).toBeVisible();

  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(MSG.validation.nameRequired)).toBeVisible();
  await expect(page.getByText(MSG.validation.meetingIdRequired)).toBeVisible();
  await expect(toast(page)).toContainText(MSG.validation.invalidDetails);

  await page.getByLabel('Name').fill('Al');
  await page.getByLabel('Meeting ID').fill('123456');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(MSG.validation.nameMin)).toBeVisible();
  await expect(page.getByText(MSG.validation.meetingIdRequired)).toBeHidden();
});

test('an unknown meeting id is refused', async ({ page }) => {
  await page.goto('/join-retro');
  await page.getByLabel('Name').fill('Guest Person');
  await page.getByLabel('Meeting ID').fill('no-such-meeting-000');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(toast(page)).toContainText(MSG.retro.invalidMeetingId);
  await expect(page).toHaveURL(/\/join-retro$/);
});

test('a guest joins a retro in progress and lands in its room', async ({ page }) => {
  const retro = await createRetro(fixture, { title: uniqueTitle('Instant retro'), startType: 'instant' });
  expect(retro.room).toBe(encodeMeetingId(retro.meetingId));

  await page.goto('/join-retro');
  await page.getByLabel('Name').fill('Gina Guest');
  await page.getByLabel('Meeting ID').fill(retro.meetingId);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(`/retro-session/${retro.room}`);
  // Spec 002 §3 "Stored session permission (local)": the guest's pass for this room.
  const stored = await page.evaluate((room) => localStorage.getItem(`retro-guest:${room}`), retro.room);
  const pass = JSON.parse(stored ?? '{}') as { token?: string; name?: string };
  expect(pass.name).toBe('Gina Guest');
  expect(pass.token?.length ?? 0).toBeGreaterThanOrEqual(16);
  // Nobody has let the guest in yet.
  await expect(page.getByText(MSG.retro.waitLetIn)).toBeVisible();
});

test('a scheduled retro has not started yet', async ({ page }) => {
  const retro = await createRetro(fixture, {
    title: uniqueTitle('Scheduled retro'),
    startType: 'schedule',
    scheduledAt: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
  });
  await page.goto('/join-retro');
  await page.getByLabel('Name').fill('Gina Guest');
  await page.getByLabel('Meeting ID').fill(retro.meetingId);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(toast(page)).toContainText(MSG.retro.notStarted);
  await expect(page).toHaveURL(/\/join-retro$/);
});

test('an invitation link fills in the meeting id; a signed-in user keeps their name', async ({ page }) => {
  const retro = await createRetro(fixture, { title: uniqueTitle('Invited retro'), startType: 'instant' });
  await signInAs(page, DEMO.member, DEMO_PASSWORD);
  await page.goto(`/join-retro/${retro.room}`);
  await expect(page.getByRole('heading', { name: 'Join Retro' })).toBeVisible();
  const meetingId = page.getByLabel('Meeting ID');
  await expect(meetingId).toHaveValue(retro.meetingId);
  await expect(meetingId).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Name')).not.toHaveValue('');

  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(`/retro-session/${retro.room}`);
});

test('the retro admin opens a scheduled retro directly; others still wait for the start', async ({
  page,
}) => {
  const retro = await createRetro(fixture, {
    title: uniqueTitle('Admin early retro'),
    startType: 'schedule',
    scheduledAt: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
  });
  await signInAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/join-retro/${retro.room}`);
  // The name comes from the session once /me answers; a user sees it filled before joining.
  await expect(page.getByLabel('Name')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(`/retro-session/${retro.room}`);
  await expect(page.getByRole('button', { name: 'Start retro' })).toBeVisible();
});

test('a room address without a guest pass or a session asks for a name first', async ({ page }) => {
  const retro = await createRetro(fixture, { title: uniqueTitle('Direct link retro'), startType: 'instant' });
  await page.goto(`/retro-session/${retro.room}`);
  await expect(page).toHaveURL(`/join-retro/${retro.room}`);
  await page.goto('/retro-session');
  await expect(page).toHaveURL('/join-retro');
});

test('a link that is not an invitation leaves the form empty', async ({ page }) => {
  await page.goto('/join-retro/%E2%9C%93not-a-room');
  await expect(page.getByRole('heading', { name: 'Join Retro' })).toBeVisible();
  await expect(page.getByLabel('Meeting ID')).toHaveValue('');
  await expect(page.getByLabel('Meeting ID')).not.toHaveAttribute('readonly', '');
});

test('a meeting id typed with dashes, or a pasted invite link, opens the same room', async ({ browser }) => {
  const retro = await createRetro(fixture, { title: uniqueTitle('Pasted retro'), startType: 'instant' });
  const dashed = `${retro.meetingId.slice(0, 3)}-${retro.meetingId.slice(3, 6)}-${retro.meetingId.slice(6)}`;
  const link = `http://squadboard.example/join-retro/${retro.room}`;
  for (const typed of [dashed, link]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/join-retro');
    await page.getByLabel('Name').fill('Paula Paste');
    const field = page.getByLabel('Meeting ID');
    await field.fill(typed);
    // Leaving the field shows the id it stands for.
    await field.blur();
    await expect(field).toHaveValue(retro.meetingId);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page).toHaveURL(`/retro-session/${retro.room}`);
    await expect(page.getByText(MSG.retro.waitLetIn)).toBeVisible();
    await context.close();
  }
});
