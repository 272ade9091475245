import { vi } from 'vitest';

// For web tests only: the server at the network boundary, so components run their real API
// calls, schemas and error handling. One copy, instead of one per test file.

export interface FakeCall {
  method: string;
  url: string;
  /** A JSON body parsed; any other body (a multipart form) as it was sent. */
  body: unknown;
}

/** Stubs `fetch`: records every call and answers it with `answer(call)` as [status, JSON body]. */
export function fakeApi(answer: (call: FakeCall) => [status: number, body: unknown]): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: FakeCall = {
        method: init.method ?? 'GET',
        url: String(url),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      calls.push(call);
      const [status, body] = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
