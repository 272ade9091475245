import { expect, type Page, test } from '@playwright/test';
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

// Issue 31: one countdown for the whole room. A guest whose computer clock is 90 s fast sees the
// admin's countdown, not one 90 s shorter, and both reach 00:00 together: each browser counts to
// the server's end time with its measured offset from the server's clock.

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

/**
 * When the page's timer first reads 00:00, in real time: performance's clock, which the skewed
 * Date does not touch, so both pages' figures are on the same (this machine's) clock.
 */
function zeroReachedAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (document.querySelector('[role="timer"][aria-label="Time left"]')?.textContent === '00:00') {
            observer.disconnect();
            resolve(performance.timeOrigin + performance.now());
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        check();
      }),
  );
}

const seconds = (text: string) => {
  const [m, s] = text.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

test('a guest whose clock is 90 s fast counts down with the admin and ends with them', async ({
  browser,
}) => {
  // A one-minute countdown is the shortest the spec allows, and this test waits for its end.
  test.setTimeout(180_000);
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
  const ends = [zeroReachedAt(admin.page), zeroReachedAt(guest.page)];
  await popover.getByRole('button', { name: 'Start timer' }).click();

  // While it runs, both show the same time left (a second apart at most: two reads).
  const adminLeft = admin.page.getByRole('timer', { name: 'Time left' });
  const guestLeft = guest.page.getByRole('timer', { name: 'Time left' });
  await expect(guestLeft).toHaveText(/^0[01]:[0-5]\d$/);
  const [a, g] = [await adminLeft.textContent(), await guestLeft.textContent()];
  expect(Math.abs(seconds(a ?? '') - seconds(g ?? ''))).toBeLessThanOrEqual(1);

  // And both reach zero together: without the offset the guest's would have ended 90 s early,
  // before the admin's started.
  const [adminEnd, guestEnd] = await Promise.all(ends);
  const apart = Math.abs((adminEnd ?? 0) - (guestEnd ?? 0));
  test.info().annotations.push({ type: 'countdown ends apart (ms)', description: apart.toFixed(0) });
  console.log(`countdown ends apart: ${apart.toFixed(0)} ms`);
  expect(apart).toBeLessThan(1000);
});
