import { MSG } from '@squadboard/domain';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { squads, users } from '../db/schema/index.ts';
import { countRows, createOrg, nextAcronym, type TestOrg } from '../test-support/factories.ts';
import { api } from '../test-support/request.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { registerErrorHandler } from './error-handler.ts';

// A NUL (U+0000) anywhere a client can put text is refused with 400 before any
// handler runs, and neither the refusal nor any other failure writes people's text to the log.

let t: TestApp;
let org: TestOrg;
/** A second node on the same database that logs at info level into `logged`. */
let logging: FastifyInstance;
let logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
  logging = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    db: t.db,
    mailer: t.mailer,
    webDistDir: null,
    logStream: { write: (line) => logged.push(line) },
  });
});
afterAll(async () => {
  await logging.close();
  await t.close();
});

const NUL_REFUSED = { statusCode: 400, code: 'NUL_CHARACTER', message: MSG.generic.nulCharacter };
/** Text no log line may ever hold. */
const SECRET = 'Marker-7f3a-private-text';

describe('a NUL in what the client sends', () => {
  it('is refused in a JSON body field, at any depth and in keys, and nothing is stored', async () => {
    const before = await countRows(t.db, squads);
    const squad = (extra: Record<string, unknown>) => ({
      name: 'Squad Nul',
      acronym: nextAcronym(),
      leadId: org.lead.id,
      memberIds: [],
      ...extra,
    });
    for (const body of [
      squad({ name: `A\u0000${SECRET}` }),
      squad({ memberIds: [`${org.member.id}\u0000`] }),
      { ...squad({}), 'name\u0000': 'x' },
    ]) {
      const response = await api(t.app, org.admin, 'POST', '/api/squads', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NUL_REFUSED);
    }
    expect(await countRows(t.db, squads)).toBe(before);

    const profile = await api(t.app, org.member, 'PUT', '/api/profile', {
      firstName: 'Sam\u0000',
      lastName: 'Member',
      location: '',
      timeZone: 'Europe/London',
    });
    expect(profile.json()).toEqual(NUL_REFUSED);
    const [member] = await t.db.select().from(users).where(eq(users.id, org.member.id));
    expect(member?.firstName).toBe('Sam');
  });

  it('is refused in a search parameter, percent-encoded, before the query runs', async () => {
    for (const url of [
      '/api/users?search=ab%00cd',
      '/api/users?filter=ACTIVE&search=%00',
      '/api/users?%00=x',
    ]) {
      const response = await api(t.app, org.admin, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(NUL_REFUSED);
    }
    // The same search without the NUL still works.
    expect((await api(t.app, org.admin, 'GET', '/api/users?search=abcd')).statusCode).toBe(200);
  });

  it('is refused in a route parameter, on public and signed-in routes and unknown paths', async () => {
    for (const [as, method, url] of [
      [null, 'GET', '/api/retros/meeting/ab%00cd'],
      [org.admin, 'PATCH', '/api/users/ab%00cd'],
      [org.admin, 'GET', '/api/squads/%00'],
      [null, 'GET', '/api/no%00such/route'],
    ] as const) {
      const response = await api(t.app, as, method, url, method === 'GET' ? undefined : { firstName: 'X' });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(NUL_REFUSED);
    }
  });

  it('leaves ordinary text alone, including a backslash-zero someone typed', async () => {
    const response = await api(t.app, org.admin, 'POST', '/api/squads', {
      name: 'Squad \\u0000 Zażółć',
      acronym: nextAcronym(),
      leadId: org.lead.id,
      memberIds: [],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().squad.name).toBe('Squad \\u0000 Zażółć');
  });
});

describe('the log', () => {
  it('never holds the text of a refused request', async () => {
    logged = [];
    const nul = await api(logging, org.admin, 'POST', '/api/squads', {
      name: `A\u0000${SECRET}`,
      acronym: nextAcronym(),
      leadId: org.lead.id,
      memberIds: [],
    });
    expect(nul.json().code).toBe('NUL_CHARACTER');
    // Not JSON at all: the parser's own message quotes the body it choked on.
    const garbled = await logging.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: SECRET,
    });
    expect(garbled.json().code).toBe('VALIDATION');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(SECRET);
    expect(logged.join('\n')).toContain('FST_ERR_CTP_INVALID_JSON_BODY');
  });

  it('logs a database failure with its SQL and SQLSTATE but without the values', async () => {
    // A real error from the real database, as a repository would meet it.
    const failure = await t.db.execute(sql`select ${`${SECRET}`}::uuid`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
    registerErrorHandler(app);
    app.get('/fails', async () => {
      throw failure;
    });
    const response = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: MSG.generic.somethingWentWrong,
    });
    const log = lines.join('\n');
    expect(log).toContain('request failed');
    expect(log).toContain('::uuid');
    expect(log).toContain('22P02');
    expect(log).not.toContain(SECRET);
  });
});
