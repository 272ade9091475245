import { expect, test } from '@playwright/test';
import { createRetro, type RetroFixture, retroFixture, uniqueTitle } from '../join-retro/retro-api.ts';
import { DEMO } from '../support/users.ts';
import {
  admissionDialog,
  expectInRoom,
  guestPerson,
  joinByLink,
  type Person,
  signedInPerson,
} from './room-helpers.ts';

// One countdown for the whole room. A guest whose computer clock is 90 s fast sees the admin's
// countdown, not one 90 s shorter (which would read 00:00 at once): each browser counts to the
// server's end time with its measured offset from the server's clock. That both then reach 00:00
// together is the arithmetic of domain/src/realtime/clock.ts (clock.test.ts); this journey proves
// the room hands the measured offset to the timer, without waiting out the minute.

const SKEW_MS = 90_000;

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

const seconds = (text: string) => {
  const [m, s] = text.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

test('a guest whose clock is 90 s fast counts down with the admin, not 90 s ahead', async ({ browser }) => {
  const retro = await createRetro(fixture, { title: uniqueTitle('Clock retro'), startType: 'instant' });
  const admin = await signedInPerson(browser, DEMO.admin);
  const guest = await guestPerson(browser, 'Fast Clock');
  people.push(admin, guest);
  await guest.context.addInitScript((skew) => {
    const RealDate = Date;
    class FastDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) {
          super(RealDate.now() + skew);
        } else {
          super(...(args as [string]));
        }
      }
      static override now() {
        return RealDate.now() + skew;
      }
    }
    window.Date = FastDate as DateConstructor;
  }, SKEW_MS);

  await admin.page.goto(`/retro-session/${retro.room}`);
  await expectInRoom(admin, retro.title);
  await joinByLink(guest, retro.room);
  await admissionDialog(admin.page, `${guest.name} wants to join`)
    .getByRole('button', { name: 'Admit' })
    .click();
  await expectInRoom(guest, retro.title);
  expect(
    await guest.page.evaluate(() => Date.now() - performance.timeOrigin - performance.now()),
  ).toBeGreaterThan(SKEW_MS - 1000);

  const tools = admin.page.getByRole('toolbar', { name: 'Retro tools' });
  await tools.getByRole('button', { name: 'Timer' }).click();
  const popover = admin.page.getByRole('dialog', { name: 'Timer' });
  const dial = popover.getByTestId('timer-dial');
  await expect(dial).toHaveText('05:00');
  for (let minute = 0; minute < 4; minute++) {
    await popover.getByRole('button', { name: 'Remove one minute' }).click();
  }
  await expect(dial).toHaveText('01:00');
  await popover.getByRole('button', { name: 'Start timer' }).click();

  // While it runs, both show the same time left (a second apart at most: two reads), most of the
  // minute: without the offset the guest's would already read 00:00.
  const adminLeft = admin.page.getByRole('timer', { name: 'Time left' });
  const guestLeft = guest.page.getByRole('timer', { name: 'Time left' });
  await expect(guestLeft).toHaveText(/^0[01]:[0-5]\d$/);
  const [a, g] = [await adminLeft.textContent(), await guestLeft.textContent()];
  expect(seconds(g ?? '')).toBeGreaterThan(30);
  expect(Math.abs(seconds(a ?? '') - seconds(g ?? ''))).toBeLessThanOrEqual(1);
});
