import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { MSG } from '@squadboard/domain';
import { DEMO_PASSWORD, signInAs } from '../support/users.ts';

// Several people in one retro room: each is a browser context of their own (own cookies, own
// localStorage), as on different machines.

export interface Person {
  context: BrowserContext;
  page: Page;
  name: string;
}

export async function signedInPerson(browser: Browser, email: string): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email, DEMO_PASSWORD);
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    user: { firstName: string | null; lastName: string | null; email: string };
  };
  const name = [me.user.firstName, me.user.lastName].filter(Boolean).join(' ') || me.user.email;
  return { context, page, name };
}

export async function guestPerson(browser: Browser, name: string): Promise<Person> {
  const context = await browser.newContext();
  return { context, page: await context.newPage(), name };
}

/** The join page, as a person following the invitation link would use it. */
export async function joinByLink(person: Person, room: string): Promise<void> {
  await person.page.goto(`/join-retro/${room}`);
  await expect(person.page.getByLabel('Meeting ID')).not.toHaveValue('');
  const name = person.page.getByLabel('Name');
  if (!(await name.inputValue())) {
    await name.fill(person.name);
  }
  await person.page.getByRole('button', { name: 'Join' }).click();
  await expect(person.page).toHaveURL(`/retro-session/${room}`);
}

/** A guest typing the meeting id on the plain join page. */
export async function joinByMeetingId(person: Person, meetingId: string, room: string): Promise<void> {
  await person.page.goto('/join-retro');
  await person.page.getByLabel('Name').fill(person.name);
  await person.page.getByLabel('Meeting ID').fill(meetingId);
  await person.page.getByRole('button', { name: 'Join' }).click();
  await expect(person.page).toHaveURL(`/retro-session/${room}`);
}

export async function expectWaiting(person: Person, returning = false): Promise<void> {
  await expect(
    person.page.getByText(returning ? MSG.retro.waitReturning : MSG.retro.waitLetIn),
  ).toBeVisible();
}

export async function expectInRoom(person: Person, title: string): Promise<void> {
  await expect(person.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(person.page.getByRole('timer')).toBeVisible();
}

export function admissionDialog(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name });
}

/** Guest passes straight from the API, for filling a room without a browser context each. */
export async function guestPasses(page: Page, meetingId: string, names: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const name of names) {
    const response = await page.request.post(`/api/retros/meeting/${meetingId}/guest`, { data: { name } });
    expect(response.status(), await response.text()).toBe(201);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
}

/**
 * Guests knocking from one page, each over a bare socket.io connection (engine.io v4 frames:
 * '40{auth}' connects, '420[event,payload]' emits with ack id 0, '2' is a ping to answer '3').
 * Once admitted they join again and stay in the room while the page is open.
 */
export async function knockAsGuests(page: Page, room: string, tokens: string[]): Promise<void> {
  await page.evaluate(
    ({ room, tokens }) =>
      Promise.all(
        tokens.map(
          (guestToken) =>
            new Promise<void>((resolve, reject) => {
              const url = `${location.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
              const ws = new WebSocket(url);
              ws.onmessage = (event) => {
                const frame = String(event.data);
                if (frame.startsWith('0')) {
                  ws.send(`40${JSON.stringify({ guestToken })}`);
                } else if (frame.startsWith('40')) {
                  ws.send(`420${JSON.stringify(['join', { room }])}`);
                } else if (frame.startsWith('430')) {
                  resolve();
                } else if (frame.startsWith('44')) {
                  reject(new Error(frame));
                } else if (frame.startsWith('42["admitted"')) {
                  // Let in: join again to enter the room, as the web client does.
                  ws.send(`421${JSON.stringify(['join', { room }])}`);
                } else if (frame === '2') {
                  ws.send('3');
                }
              };
              ws.onerror = () => reject(new Error('socket error'));
            }),
        ),
      ),
    { room, tokens },
  );
}
