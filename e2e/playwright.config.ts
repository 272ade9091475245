import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

// The e2e suite drives the real built app: one server on a fresh data directory, seeded with
// the demo organisation, in Debian's Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 3300);
if (!process.env.E2E_DATA_DIR) {
  // Set once in the runner process; workers inherit it, so all of them read the same outbox.
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'squadboard-e2e-'));
}
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, in CI either: a test that loses a race fails the run, so that it is made robust
  // (it waits for what the person would see) instead of passing on its second try.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx server/src/cli/demo.ts && node --import tsx server/src/main.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    // The demo seeds three sprints and two retros through the services before the server starts.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `${baseURL}/`,
      // The suite signs in many times from one address; the limits themselves are server-tested.
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      // Users of this domain are staff: the admin dashboard journey signs one up.
      STAFF_EMAIL_DOMAIN: 'staff.squadboard.test',
    },
  },
});
