import { MSG } from '@squadboard/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, setUnauthorizedHandler } from './api-client.ts';

function reply(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
  });

  it('sends JSON with the CSRF header and parses the answer with the given schema', async () => {
    const fetchMock = reply(200, { message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const result = await api.post('/api/x', { a: 1 }, { schema: z.object({ message: z.string() }) });
    expect(result).toEqual({ message: 'ok' });
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'squadboard',
    });
    expect(init[1].credentials).toBe('same-origin');
  });

  it('turns an error answer into an ApiError with code, fields and canVerify', async () => {
    vi.stubGlobal(
      'fetch',
      reply(403, {
        statusCode: 403,
        code: 'USER_NOT_CONFIRMED',
        message: MSG.login.notConfirmed,
        canVerify: true,
      }),
    );
    const error = await caught(api.post('/api/auth/sign-in', {}, { anonymous: true }));
    expect(error).toMatchObject({ status: 403, code: 'USER_NOT_CONFIRMED', canVerify: true });
    expect(error.message).toBe(MSG.login.notConfirmed);
  });

  it('reports a network failure with the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await caught(api.get('/api/auth/me'));
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(MSG.generic.somethingWentWrong);
  });

  it('lets the app handle a 401 on an authenticated call, but not on a visitor call', async () => {
    const handler = vi.fn(() => true);
    setUnauthorizedHandler(handler);
    const expired = { statusCode: 401, code: 'SESSION_EXPIRED', message: MSG.session.expired };
    vi.stubGlobal('fetch', reply(401, expired));
    const error = await caught(api.get('/api/anything'));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(error.sessionEnded).toBe(true);

    vi.stubGlobal('fetch', reply(401, { statusCode: 401, code: 'USER_NOT_FOUND', message: 'x' }));
    const visitor = await caught(api.post('/api/auth/sign-in', {}, { anonymous: true }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(visitor.sessionEnded).toBe(false);
  });
});
