import { MSG } from '@squadboard/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, apiUpload, setUnauthorizedHandler } from './api-client.ts';

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

  it('uploads a multipart form with the same contract: no JSON type of its own, the server message on refusal', async () => {
    const fetchMock = reply(201, { message: 'File attached.' });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7']), 'plan.pdf');
    const result = await apiUpload('/api/x', form, { schema: z.object({ message: z.string() }) });
    expect(result).toEqual({ message: 'File attached.' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.credentials).toBe('same-origin');

    vi.stubGlobal(
      'fetch',
      reply(415, { statusCode: 415, code: 'ATTACHMENT_TYPE', message: MSG.attachments.typeRefused }),
    );
    const refused = await caught(apiUpload('/api/x', form));
    expect(refused).toMatchObject({ status: 415, code: 'ATTACHMENT_TYPE' });
    expect(refused.message).toBe(MSG.attachments.typeRefused);
  });
});
