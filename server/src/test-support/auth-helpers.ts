import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { SESSION_COOKIE } from '../modules/auth/session.ts';
import type { Mailer } from '../modules/mail/mailer.ts';

export const PASSWORD = 'Secret@123';

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  extra: { cookie?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: {
      'content-type': 'application/json',
      ...(extra.cookie ? { cookie: `${SESSION_COOKIE}=${extra.cookie}` } : {}),
    },
    ...(extra.ip ? { remoteAddress: extra.ip } : {}),
  });
}

export function getJson(app: FastifyInstance, url: string, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });
}

/** The session token set by a response, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const found = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return found?.value || undefined;
}

/** The 6-digit code of the last mail sent to `email` (read from what the mailer really sent). */
export function lastCodeFor(mailer: Mailer, email: string): string {
  const mail = mailer.lastMailTo(email);
  const code = mail?.text.match(/Your code: (\d{6})/)?.[1];
  if (!code) {
    throw new Error(`no code mailed to ${email}`);
  }
  return code;
}

export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

export async function signUp(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await postJson(app, '/api/auth/sign-up', { email, password });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
}

/** Signs up and activates; returns the session token. */
export async function createActiveUser(
  app: FastifyInstance,
  mailer: Mailer,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<{ email: string; token: string }> {
  await signUp(app, email, password);
  const response = await postJson(app, '/api/auth/activate', { email, code: lastCodeFor(mailer, email) });
  const token = sessionCookieOf(response);
  if (response.statusCode !== 200 || !token) {
    throw new Error(`activation failed: ${response.statusCode} ${response.body}`);
  }
  return { email, token };
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export async function findUser(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}
