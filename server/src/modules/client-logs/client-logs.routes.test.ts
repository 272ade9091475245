import { createHash } from 'node:crypto';
import { CLIENT_LOG_LIMITS } from '@squadboard/domain/client-logs/client-log.model';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorLogs } from '../../db/schema/index.ts';
import { countRows, createOrganisation, type Organisation } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createClientLogsRepository } from './client-logs.repository.ts';
import { createClientLogsService } from './client-logs.service.ts';

// POST /api/user/logs (spec `api/user/logs`): members and visitors report the web app's errors;
// a repeat counts up its row, each session (or address) has its own budget, bad input changes nothing.

let t: TestApp;
let org: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrganisation(t);
});
afterAll(async () => {
  await t.close();
});

const hashOf = (message: string) => createHash('sha256').update(message).digest('hex');

async function rowsFor(message: string) {
  return t.db
    .select()
    .from(clientErrorLogs)
    .where(eq(clientErrorLogs.messageHash, hashOf(message)));
}

describe('POST /api/user/logs', () => {
  it('stores a member report once and counts its repeats', async () => {
    const message = `TypeError: x is undefined ${Date.now()}`;
    for (let i = 0; i < 3; i++) {
      const response = await api(t.app, org.admin, 'POST', '/api/user/logs', { label: 'Web', message });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const rows = await rowsFor(message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      count: 3,
      label: 'Web',
      message,
      customerId: org.customerId,
      userId: org.admin.id,
    });
    expect(rows[0]?.reporterKey).toMatch(/^session:[0-9a-f]{64}$/);
    expect(rows[0]?.lastSeen.getTime()).toBeGreaterThanOrEqual(rows[0]?.firstSeen.getTime() ?? 0);
  });

  it('writes a warn line per report with its count, never the session id', async () => {
    const warned: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warned.push(args) } as unknown as FastifyBaseLogger;
    const service = createClientLogsService({ repo: createClientLogsRepository(t.db), log });
    const reporter = {
      kind: 'session',
      sessionId: 'secret-session',
      customerId: org.customerId,
      userId: org.admin.id,
    } as const;
    const message = `RangeError ${Date.now()}`;
    await service.record(reporter, { label: 'Web', message });
    await service.record(reporter, { label: 'Web', message });
    expect(warned).toEqual([
      [{ clientLog: { label: 'Web', userId: org.admin.id, count: 1 } }, `client error: ${message}`],
      [{ clientLog: { label: 'Web', userId: org.admin.id, count: 2 } }, `client error: ${message}`],
    ]);
    expect(JSON.stringify(warned)).not.toContain('secret-session');
  });

  it('takes visitors, keyed by a hash of their address, apart from members', async () => {
    const message = `ChunkLoadError ${Date.now()}`;
    expect(
      (await api(t.app, null, 'POST', '/api/user/logs', { label: 'Web', message }, { ip: '203.0.113.7' }))
        .statusCode,
    ).toBe(204);
    expect(
      (await api(t.app, org.admin, 'POST', '/api/user/logs', { label: 'Web', message })).statusCode,
    ).toBe(204);
    const rows = await rowsFor(message);
    expect(rows).toHaveLength(2);
    const visitor = rows.find((row) => row.userId === null);
    expect(visitor).toMatchObject({ customerId: null, count: 1 });
    expect(visitor?.reporterKey).toBe(`address:${hashOf('203.0.113.7')}`);
  });

  it('refuses a bad label, an empty or too long message, and a missing body, storing nothing', async () => {
    const before = await countRows(t.db, clientErrorLogs);
    for (const body of [
      { label: 'Server', message: 'x' },
      { label: 'Web', message: '   ' },
      { label: 'Web', message: 'x'.repeat(CLIENT_LOG_LIMITS.messageMax + 1) },
      { label: 'Web' },
      {},
    ]) {
      const response = await api(t.app, null, 'POST', '/api/user/logs', body, { ip: '203.0.113.8' });
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect(await countRows(t.db, clientErrorLogs)).toBe(before);
  });

  it('answers 429 past the budget of one session, while another reporter still gets through', async () => {
    const other = await createOrganisation(t);
    const send = (as: Organisation['admin'] | null, n: number, ip?: string) =>
      api(t.app, as, 'POST', '/api/user/logs', { label: 'Web', message: `burst ${n}` }, ip ? { ip } : {});
    for (let n = 0; n < CLIENT_LOG_LIMITS.serverPerMinute; n++) {
      expect((await send(other.admin, n)).statusCode).toBe(204);
    }
    const refused = await send(other.admin, 999);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await rowsFor('burst 999')).toHaveLength(0);
    // The same address signed out, and another session, each have their own budget.
    expect((await send(null, 1000, '198.51.100.4')).statusCode).toBe(204);
    expect((await send(org.admin, 1001)).statusCode).toBe(204);
  });
});

describe('the hourly sweep', () => {
  it('deletes the reports nobody sent again for CLIENT_LOG_LIMITS.keepDays, and keeps the rest', async () => {
    const stale = `stale report ${Date.now()}`;
    const recent = `recent report ${Date.now()}`;
    for (const message of [stale, recent]) {
      await t.app.services.clientLogs.record(
        { kind: 'visitor', address: '203.0.113.9' },
        { label: 'Web', message },
      );
    }
    const now = new Date();
    const keepMs = CLIENT_LOG_LIMITS.keepDays * 86_400_000;
    const lastSeen = async (message: string, ago: number) =>
      t.db
        .update(clientErrorLogs)
        .set({ lastSeen: new Date(now.getTime() - ago) })
        .where(eq(clientErrorLogs.messageHash, hashOf(message)));
    await lastSeen(stale, keepMs + 60_000);
    await lastSeen(recent, keepMs - 60_000);

    expect(await t.app.services.clientLogs.prune(now)).toBe(1);
    expect(await rowsFor(stale)).toEqual([]);
    expect(await rowsFor(recent)).toHaveLength(1);
  });
});
