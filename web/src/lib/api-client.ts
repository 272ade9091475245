import { type FailureCode, MSG } from '@squadboard/domain';
import type { z } from 'zod';
import { reportApiFailure } from './error-reporter.ts';

// The one door to the HTTP API. Every answer that is not 2xx becomes an ApiError carrying the
// server's code and the spec message to show, so pages never parse error bodies themselves.

export class ApiError extends Error {
  readonly status: number;
  /** A code of the error catalogue (domain/src/common/errors.ts), or the client's own NETWORK / BAD_RESPONSE. */
  readonly code: FailureCode;
  readonly fields: Record<string, string> | undefined;
  readonly canVerify: boolean;
  /** Set when this 401 ended the session: the session toast has been shown, callers stay quiet. */
  sessionEnded = false;

  constructor(init: {
    status: number;
    code: FailureCode;
    message: string;
    fields?: Record<string, string>;
    canVerify?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.canVerify = init.canVerify ?? false;
  }
}

/** Codes the client itself produces when the server could not be reached or understood. */
export const CLIENT_ERROR_CODES = { network: 'NETWORK', badResponse: 'BAD_RESPONSE' } as const;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses the success body; without it the body is returned as unknown-typed JSON. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * Calls made by visitors (sign-in, sign-up …) answer 401 for wrong credentials; those must not
   * be mistaken for an expired session.
   */
  anonymous?: boolean;
}

/** Returns true when the error meant the session is over (and the user has been told). */
type UnauthorizedHandler = (error: ApiError) => boolean;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The app decides what a lost session means (toast, cache, navigation); this module stays UI-free. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/**
 * Tells the app a session is over when no 401 said so: the session probe answers 200 with
 * `expired` (or no user) so the browser logs nothing, yet a lost session must still be noticed.
 * Returns what the handler returned (true when the session ended and the user was told).
 */
export function reportUnauthorized(error: ApiError): boolean {
  return onUnauthorized ? onUnauthorized(error) : false;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MSG.generic.somethingWentWrong;
}

/** The text to show for any thrown value: the server's spec message, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messageOf(null);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The error shape's schema is imported when an error first comes back, not with this module:
 * this module is on every page's first screen, sign-in's included, which loads no validator
 * (lib/form.ts useSchemaOnDemand). Any other page has it loaded already.
 */
const loadErrorSchema = () =>
  import('@squadboard/domain/auth/auth.schema').then((schemas) => schemas.ZApiError);

async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const parsed = await loadErrorSchema().then(
    (schema) => schema.safeParse(body),
    () => null,
  );
  if (parsed?.success) {
    return new ApiError({ ...parsed.data, status });
  }
  // A proxy page or a crash without our error shape (or the schema could not be fetched): the
  // user still gets the spec's generic text.
  return new ApiError({
    status,
    code: CLIENT_ERROR_CODES.badResponse,
    message: MSG.generic.somethingWentWrong,
  });
}

/** What both doors do once the request is built: the same refusals, the same error contract. */
async function send<T>(
  path: string,
  init: RequestInit,
  options: { schema?: z.ZodType<T>; anonymous?: boolean },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    console.error('Network failure', path, error);
    throw new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: MSG.generic.somethingWentWrong,
    });
  }

  const body = await readJson(response);
  if (!response.ok) {
    const error = await toApiError(response.status, body);
    reportApiFailure(init.method ?? 'GET', path, response.status, error.code);
    if (response.status === 401 && !options.anonymous && onUnauthorized) {
      error.sessionEnded = onUnauthorized(error);
    }
    throw error;
  }
  if (!options.schema) {
    return body as T;
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    console.error('Unexpected response shape', path, parsed.error);
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.badResponse,
      message: MSG.generic.somethingWentWrong,
    });
  }
  return parsed.data;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The server refuses state-changing requests without a JSON body or this header (CSRF).
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    headers['X-Requested-With'] = 'squadboard';
  }
  return send(
    path,
    {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
      signal: options.signal,
    },
    options,
  );
}

export type UploadOptions<T> = Pick<RequestOptions<T>, 'schema' | 'signal'>;

/**
 * POSTs a multipart form (files) with the same error contract as the JSON calls. No Content-Type
 * of our own: the browser writes the multipart boundary into it.
 */
export function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  options: UploadOptions<T> = {},
): Promise<T> {
  return send(
    path,
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-Requested-With': 'squadboard' },
      body: form,
      signal: options.signal,
    },
    options,
  );
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
};
