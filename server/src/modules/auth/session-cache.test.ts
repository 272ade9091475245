import { type PGlite, protocol } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import {
  activeMember,
  createOrganisation,
  createSquad,
  type Organisation,
  PASSWORD,
  promote,
  signIn,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from './auth.repository.ts';
import { sessionIdOf } from './secrets.ts';
import { createSessionCache, SESSION_STAMP_KEY } from './session-cache.ts';
import { changesSessions } from './session-writes.ts';

// The session lookup is cached in the process (on PGlite, and on PostgreSQL with Redis),
// and every write to what it reads empties the cache before the writer's request answers. These
// tests run on the real app and database with the cache on: sign-out, a password change,
// deactivation and a role or squad change count on the very next request.
// (session-lookup.routes.test.ts runs the same cases on two nodes sharing one database.)

/** openTestDatabase's choice: PostgreSQL when TEST_DATABASE_URL is set. */
const onPglite = !process.env.TEST_DATABASE_URL;
const redisUrl = onPglite ? undefined : process.env.TEST_REDIS_URL;
/** Whether the app under test caches lookups. */
const cached = onPglite || redisUrl !== undefined;

let t: TestApp;
let org: Organisation;

beforeAll(async () => {
  t = await createTestApp(redisUrl ? { env: { REDIS_URL: redisUrl } } : {});
  org = await createOrganisation(t);
});
afterAll(async () => {
  await t?.close();
});

function redis() {
  return t.app.services.redis.commands;
}

async function me(token: string) {
  return api(t.app, token, 'GET', '/api/auth/me');
}

/** Serves the session twice, so the second answer came from the cache. */
async function warm(...tokens: string[]): Promise<void> {
  for (const token of tokens) {
    for (let i = 0; i < 2; i++) {
      expect((await me(token)).statusCode).toBe(200);
    }
  }
}

/**
 * Renames the user where the cache does not watch (PGlite's wire protocol, which nothing in the
 * server writes through; a connection of its own on PostgreSQL): /me still showing the old name
 * proves it answers from the cache.
 */
async function renameUnseen(userId: string, firstName: string): Promise<void> {
  const statement = `update users set first_name = '${firstName}' where id = '${userId}'`;
  if (t.databaseUrl) {
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    await other.query(statement).finally(() => other.end());
    return;
  }
  const client = (t.db as unknown as { $client: PGlite }).$client;
  await client.execProtocol(protocol.serialize.query(statement));
}

/** A new member's session id, and a read of its lookup that counts how often it ran. */
async function countedLookup(firstName: string) {
  const repo = createAuthRepository(t.db);
  const member = await activeMember(t, org, firstName);
  const id = sessionIdOf(member.token);
  let count = 0;
  const read = () => {
    count += 1;
    return repo.findSession(id);
  };
  return { member, id, read, reads: () => count };
}

describe('the session cache', () => {
  it("is on for PGlite, and on PostgreSQL only with Redis, which carries other nodes' writes", () => {
    expect(t.kind).toBe(onPglite ? 'pglite' : 'postgres');
    expect(createSessionCache(t.db, null) !== null).toBe(onPglite);
    expect(createSessionCache(t.db, redis()) !== null).toBe(cached);
  });

  it.runIf(cached)('answers from memory until a write to what the lookup reads', async () => {
    const member = await activeMember(t, org, 'Cato');
    await warm(member.token);
    await renameUnseen(member.id, 'Unseen');
    expect((await me(member.token)).json().user.firstName).toBe('Cato');
    // Any write the cache sees, here one to another user, empties it.
    await t.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, org.admin.id));
    expect((await me(member.token)).json().user.firstName).toBe('Unseen');
  });

  it.runIf(redisUrl !== undefined)('empties itself when another node moves the shared stamp', async () => {
    const member = await activeMember(t, org, 'Ezra');
    await warm(member.token);
    await renameUnseen(member.id, 'Elsewhere');
    expect((await me(member.token)).json().user.firstName).toBe('Ezra');
    // What another node's write does after its commit (session-cache.ts).
    await redis()?.set(SESSION_STAMP_KEY, 'another-node');
    expect((await me(member.token)).json().user.firstName).toBe('Elsewhere');
  });

  it.runIf(cached)('reads a lookup again once it is older than its age limit', async () => {
    let clock = Date.now();
    const cache = createSessionCache(t.db, redis(), () => clock);
    const { id, read, reads } = await countedLookup('Fern');
    await cache?.find(id, read);
    clock += 29_000;
    await cache?.find(id, read);
    expect(reads()).toBe(1);
    clock += 2_000;
    await cache?.find(id, read);
    expect(reads()).toBe(2);
  });

  it.runIf(cached)('keeps its lookups when only the last-seen stamp is written', async () => {
    const cache = createSessionCache(t.db, redis());
    const repo = createAuthRepository(t.db);
    const { member, id, read, reads } = await countedLookup('Dora');
    await cache?.find(id, read);
    await cache?.find(id, read);
    expect(reads()).toBe(1);

    const later = new Date(Date.now() + 60_000);
    await repo.touchSession(id, later);
    cache?.touched(id, later);
    expect((await cache?.find(id, read))?.session.lastSeenAt).toEqual(later);
    expect(reads()).toBe(1);

    // Inside a transaction, in raw SQL, or a delete: each empties it.
    await repo.transaction((tx) => tx.updateUserCredentials(member.id, { status: 'ACTIVE' }));
    await cache?.find(id, read);
    expect(reads()).toBe(2);
    await t.db.execute(sql`update customers set name = name where id = ${org.customerId}`);
    await cache?.find(id, read);
    expect(reads()).toBe(3);
    await t.db.delete(sessions).where(eq(sessions.id, id));
    expect(await cache?.find(id, read)).toBeUndefined();
    expect(reads()).toBe(4);
  });

  it.runIf(cached)('ends a signed-out session on the next request', async () => {
    const member = await activeMember(t, org);
    await warm(member.token);
    expect((await api(t.app, member.token, 'POST', '/api/auth/sign-out', {})).statusCode).toBe(204);
    expect((await me(member.token)).statusCode).toBe(401);
  });

  it.runIf(cached)("ends the user's other sessions on the next request after a password change", async () => {
    const member = await activeMember(t, org);
    const other = await signIn(t.app, member.email);
    await warm(member.token, other);
    const changed = await api(t.app, member.token, 'POST', '/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: 'N3w#Password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(member.token)).statusCode).toBe(200);
  });

  it.runIf(cached)("ends a deactivated user's sessions on the next request", async () => {
    const member = await activeMember(t, org);
    const other = await signIn(t.app, member.email);
    await warm(member.token, other);
    const edited = await api(t.app, org.admin, 'PATCH', `/api/users/${member.id}`, {
      firstName: 'Mia',
      lastName: 'Member',
      inactive: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const token of [member.token, other]) {
      expect((await me(token)).statusCode).toBe(401);
    }
  });

  it.runIf(cached)('carries a new role and a new squad on the next request', async () => {
    const member = await activeMember(t, org);
    await warm(member.token);
    await promote(t, org, member.id);
    expect((await me(member.token)).json().user.role).toBe('SQUAD_ADMIN');
    expect(await t.app.services.auth.resolveSession(member.token)).toMatchObject({
      state: 'valid',
      user: { role: 'SQUAD_ADMIN', squadIds: [] },
    });

    const lead = await activeMember(t, org, 'Lena');
    await promote(t, org, lead.id);
    const squad = await createSquad(t, { ...org, lead, member });
    expect(await t.app.services.auth.resolveSession(member.token)).toMatchObject({
      state: 'valid',
      user: { squadIds: [squad.id] },
    });
  });
});

describe('which statements empty the cache', () => {
  it('every write naming a table the lookup reads, and no read or last-seen stamp', () => {
    const repoTouch = t.db
      .update(sessions)
      .set({ lastSeenAt: new Date() })
      .where(eq(sessions.id, 'x'))
      .toSQL().sql;
    expect(changesSessions(repoTouch)).toBe(false);
    expect(changesSessions('select * from "users" where "id" = $1')).toBe(false);
    expect(changesSessions('insert into "retro_cards" ("text") values ($1)')).toBe(false);
    for (const statement of [
      'insert into "sessions" ("id") values ($1)',
      'update "users" set "role" = $1 where "id" = $2',
      'update "sessions" set "last_seen_at" = $1, "expires_at" = $2 where "sessions"."id" = $3',
      'delete from "customers" where "id" = $1',
      'DELETE FROM squad_members WHERE squad_id = $1',
      'with gone as (delete from "squads" returning id) select count(*) from gone',
      'update "squads" set "lead_id" = null',
    ]) {
      expect(changesSessions(statement), statement).toBe(true);
    }
  });
});
