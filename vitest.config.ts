import { defineConfig } from 'vitest/config';

// Three projects: pure rules, server (real database through app.inject), web components.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
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
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test-setup.ts'],
          // A dialog's whole journey in jsdom takes seconds on a busy 2-core machine: the default
          // 5 s made slowness a failure, and speed is the benchmarks' business (bench/).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
