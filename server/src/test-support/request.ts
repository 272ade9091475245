import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../modules/auth/session.ts';

// Requests the way the web app's api-client sends them: JSON bodies on state-changing calls,
// with the header the CSRF guard asks for, and the session cookie of whoever is signed in.

/** Who sends the request: a signed-in person (or their bare session token), or nobody. */
export type As = { token: string | null; email?: string } | string | null;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestExtra {
  /** The caller's address, for rate limits per address. */
  ip?: string;
  headers?: Record<string, string>;
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'squadboard' };

function cookieOf(as: As): Record<string, string> {
  if (as === null) {
    return {};
  }
  const token = typeof as === 'string' ? as : as.token;
  if (!token) {
    // A test that means to call signed out says so with `null`; a user without a session is a mistake.
    throw new Error(
      `${typeof as === 'string' ? 'an empty token' : (as.email ?? 'this user')} cannot sign in`,
    );
  }
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/** A JSON request to the real app, as `as`; GET sends no body, the others `payload` or `{}`. */
export function api(
  app: FastifyInstance,
  as: As,
  method: Method,
  url: string,
  payload?: unknown,
  extra: RequestExtra = {},
): Promise<LightMyRequestResponse> {
  const json = method === 'GET' ? null : JSON.stringify(payload ?? {});
  return app.inject({
    method,
    url,
    ...(json === null ? {} : { payload: json }),
    headers: { ...(json === null ? {} : JSON_HEADERS), ...cookieOf(as), ...extra.headers },
    ...(extra.ip ? { remoteAddress: extra.ip } : {}),
  });
}

/** The session token set by a response, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const found = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return found?.value || undefined;
}

export interface UploadedFile {
  bytes: Buffer;
  name: string;
  type: string;
  /** The form field; `avatar` unless said. */
  field?: string;
}

/** A multipart/form-data body holding one file, the way a browser's FormData writes it. */
export function multipartBody(file: UploadedFile, boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'avatar'}"; ` +
        `filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/**
 * Posts a multipart body as `as` without the CSRF header, as a browser's form post does: `payload`
 * may be a broken body or a stream that arrives in pieces, `contentType` a broken header.
 */
export function postMultipart(
  app: FastifyInstance,
  as: As,
  url: string,
  payload: Buffer | NodeJS.ReadableStream,
  contentType: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...cookieOf(as), ...headers },
  });
}

/** Posts one file as multipart/form-data, the way a browser's FormData does (no CSRF header). */
export function uploadFile(
  app: FastifyInstance,
  as: As,
  url: string,
  file: UploadedFile,
  extra: { origin?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const boundary = `----squadboard${Date.now().toString(16)}`;
  return postMultipart(
    app,
    as,
    url,
    multipartBody(file, boundary),
    `multipart/form-data; boundary=${boundary}`,
    {
      ...(extra.origin ? { origin: extra.origin } : {}),
      ...extra.headers,
    },
  );
}
