import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Four projects: pure rules, server (real database through app.inject), and web components in
// two: files that mock a module (vi.mock) get a fresh module registry each, as a mock must be in
// place before the code under test is first imported; all others share their worker's.

const WEB_SRC = path.join(import.meta.dirname, 'web/src');
const webTests = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('web/src', file));
const mocking = webTests.filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
const webProject = {
  environment: 'jsdom',
  setupFiles: ['web/src/test-setup.ts'],
  // A dialog's whole journey in jsdom takes seconds on a busy 2-core machine: the default 5 s
  // made slowness a failure, and speed is the benchmarks' business (bench/).
  testTimeout: 30_000,
  unstubGlobals: true,
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          // scripts/: the repository's own checks (feature-map.test.ts), plain Node as the server's.
          include: ['server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file gets its own in-memory PGlite; files run in parallel workers.
          pool: 'forks',
          // A worker runs its files one after another in one process, sharing the imported app
          // (about 5 s of import per file when each had a process of its own). Every file still
          // builds its own app on its own database (createTestApp), and no server test mocks a
          // module or changes process-wide state.
          isolate: false,
        },
      },
      {
        test: {
          ...webProject,
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: mocking,
          // Files share a worker's process and window (test-setup.ts gives each file a clean
          // start): Mantine and the app are imported once per worker, not once per file, which
          // takes the web suite from about 10 to about 4 minutes.
          isolate: false,
        },
      },
      { test: { ...webProject, name: 'web-mocks', include: mocking } },
    ],
  },
});
