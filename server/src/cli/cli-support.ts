import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config.ts';

// What the command-line entry points (`npm start`'s server, `npm run backup`, `restore`, `demo`) share: the configuration the server uses, paths as
// the user typed them, and messages instead of stack traces.

/** A problem the user can fix; printed as it is, without a stack. */
export class CliError extends Error {
  override name = 'CliError';
}

export function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The server's configuration from the environment, or the reason it is wrong and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      fail(error.message);
    }
    throw error;
  }
}

/** The server's configuration; PostgreSQL has its own backup tools, so those users are sent there. */
export function cliConfig(command: 'backup' | 'restore'): Config {
  const config = loadConfigOrExit();
  if (config.databaseUrl) {
    fail(
      `DATABASE_URL is set, so Squadboard's data is in PostgreSQL, not in DATA_DIR. npm run ${command} ` +
        "covers only the embedded database; use PostgreSQL's own tools instead, e.g.\n" +
        (command === 'backup'
          ? '  pg_dump --format=custom --file=squadboard.dump "$DATABASE_URL"'
          : '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" squadboard.dump'),
    );
  }
  return config;
}

/** A path the user gave, relative to where they ran npm (npm itself runs scripts at the root). */
export function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** Now, usable in a file name: 2025-01-31T09-15-02-123Z. */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** Runs a CLI's main function: a CliError prints its message, anything else also says what failed. */
export function runCli(what: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof CliError) {
      fail(error.message);
    }
    fail(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  });
}
