import { expect, type Page, test, type WebSocket } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import type { SquadFixture } from '../backlog/work-items-api.ts';
import { createRetro } from '../join-retro/retro-api.ts';
import {
  changeStatus,
  createSprint,
  createWorkItem,
  moveToSprint,
  squadFixture,
  startSprint,
  uniqueTitle,
} from '../sprints/sprints-api.ts';
import { DEMO } from '../support/users.ts';
import { expectInRoom, type Person, signedInPerson } from './room-helpers.ts';

// A tab holds one live connection for everything (web/src/lib/live-socket.ts): leaving the retro
// room no longer closes it, so the room must still hear '{name} has left', and the same tab,
// moving on to the sprint board without a reload, must see the board and its bell live.

const REFINEMENT = 6;

let fixture: SquadFixture;
const people: Person[] = [];

test.beforeEach(async ({ browser }) => {
  fixture = await squadFixture(browser);
});

test.afterEach(async () => {
  for (const person of people.splice(0)) {
    await person.context.close();
  }
  await fixture.dispose();
});

/** Moves within the open document, as a link would: React Router follows popstate. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The socket.io connections the page opened, to count those still open. */
function liveConnections(page: Page): () => number {
  const opened: WebSocket[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io/')) {
      opened.push(socket);
    }
  });
  return () => opened.filter((socket) => !socket.isClosed()).length;
}

test('leaving the room tells it at once; the same tab then follows the sprint board and its bell live, on one connection', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const retro = await createRetro(fixture, { title: uniqueTitle('Room then board'), startType: 'instant' });
  const task = await createWorkItem(fixture, 'Task', uniqueTitle('Moved while watching'));
  const sprint = await createSprint(fixture, uniqueTitle('Board sprint'));
  await moveToSprint(fixture, [task.id], sprint.id);
  await startSprint(fixture, sprint.id);

  const admin = await signedInPerson(browser, DEMO.admin);
  const lead = await signedInPerson(browser, DEMO.lead);
  people.push(admin, lead);
  const openConnections = liveConnections(lead.page);

  // Both run this retro by right: in at once.
  await admin.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(admin, retro.title);
  await lead.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(lead, retro.title);
  const attendees = admin.page.getByRole('group', { name: 'Attendees' }).locator('.mantine-Avatar-root');
  await expect(attendees).toHaveCount(2);

  // Leave: the lead's tab goes to the Retro List; the room hears it as when a tab closed.
  await lead.page.getByRole('banner').getByRole('button', { name: 'Leave' }).click();
  await expect(lead.page).toHaveURL('/retro/retro-list');
  await expect(admin.page.getByText(MSG.retro.hasLeft(lead.name))).toBeVisible();
  await expect(attendees).toHaveCount(1);

  // On to the sprint board in the same document: it watches, and a move elsewhere shows.
  await goInApp(lead.page, `/sprint/active-sprint?squad=${fixture.squadId}`);
  await expect(lead.page.getByRole('heading', { name: sprint.name })).toBeVisible();
  await expect(lead.page.getByRole('status', { name: /^Live:/ })).toBeVisible();
  await changeStatus(fixture, task.id, REFINEMENT);
  const refinement = lead.page.getByRole('region', { name: /^Refinement, / });
  await expect(refinement.getByRole('listitem').filter({ hasText: task.title })).toBeVisible();

  // The bell rings on the same tab: a mention by the admin.
  const bell = lead.page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const me = (await (await lead.page.request.get('/api/auth/me')).json()) as { user: { id: string } };
  const unread = async () =>
    ((await (await lead.page.request.get('/api/notifications/unread-count')).json()) as { unread: number })
      .unread;
  const before = await unread();
  const comment = await fixture.request.post(`/api/work-items/${task.id}/comments`, {
    data: {
      body: `<p><span data-type="mention" data-id="${me.user.id}" data-label="Lead">@Lead</span></p>`,
    },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  await expect(bell).toHaveAccessibleName(new RegExp(`^Notifications, ${before + 1} unread$`));

  // Board and bell, one connection: the server counts this tab once.
  expect(openConnections()).toBe(1);
});
