import { openDatabase } from './client.ts';

// The child of createPgliteDataDirInChild (pglite-first-start.ts): initdb and every migration in
// the PGlite data directory given as its argument, then exit, taking their memory along.

// The parent decides when to stop; this child only finishes what it started (see the parent).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {});
}
// Orphaned: the parent's DATA_DIR lock no longer covers us, so stop writing at once.
process.on('disconnect', () => process.exit(1));

async function createAndMigrate(pgliteDataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir: '' }, { pgliteDataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

const pgliteDataDir = process.argv[2];
if (!pgliteDataDir) {
  process.stderr.write('usage: pglite-first-start.child.ts <pglite data directory>\n');
  process.exit(2);
}
createAndMigrate(pgliteDataDir).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `creating the database failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
