import type { Role } from '@squadboard/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PASSWORD, postJson, sessionCookieOf, uniqueEmail } from '../../test-support/auth-helpers.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/secrets.ts';
import { SESSION_COOKIE } from '../auth/session.ts';

// Test helpers of the profile area: colleagues in an organisation, pictures, multipart uploads.

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JFIF JPEG: enough for the content check, which reads the leading bytes. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);

let passwordHash: Promise<string> | null = null;

/** An active user of `customerId` with the given role, signed in; returns the session token. */
export async function addColleague(
  t: TestApp,
  customerId: string,
  role: Role,
): Promise<{ id: string; email: string; token: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail(role.toLowerCase());
  const user = await createAuthRepository(t.db).createUser({
    customerId,
    email,
    passwordHash: await passwordHash,
    role,
    status: 'ACTIVE',
    firstName: 'Col',
    lastName: 'League',
    timeZone: 'Europe/London',
    firstLogin: false,
  });
  const response = await postJson(t.app, '/api/auth/sign-in', { email, password: PASSWORD });
  const token = sessionCookieOf(response);
  if (!token) {
    throw new Error(`sign-in failed: ${response.body}`);
  }
  return { id: user.id, email, token };
}

/** Posts one file as multipart/form-data, the way a browser's FormData does. */
export function uploadFile(
  app: FastifyInstance,
  url: string,
  file: { bytes: Buffer; name: string; type: string },
  extra: { cookie?: string; origin?: string } = {},
): Promise<LightMyRequestResponse> {
  const boundary = `----squadboard${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(extra.cookie ? { cookie: `${SESSION_COOKIE}=${extra.cookie}` } : {}),
      ...(extra.origin ? { origin: extra.origin } : {}),
    },
  });
}

export function putJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url,
    payload: payload as Record<string, unknown>,
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
    },
  });
}
