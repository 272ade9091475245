import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import {
  installErrorReporting,
  reportablePath,
  reportClientError,
  reportError,
  resetErrorReporter,
} from './error-reporter.ts';
import { type FakeCall, fakeApi } from './fake-api.fixture.ts';

// The client error log's reporter: once per message, ten a minute, 4xx answers but not 401, no
// bodies or query strings, and never a report about a report.

let uninstall: () => void;
let calls: FakeCall[];
let answer: (call: FakeCall) => [number, unknown];

const reports = () => calls.filter((call) => call.url === '/api/user/logs').map((call) => call.body);

beforeEach(() => {
  answer = () => [204, null];
  calls = fakeApi((call) => answer(call));
  resetErrorReporter();
  uninstall = installErrorReporting(window);
});

afterEach(() => {
  uninstall();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reportClientError', () => {
  it("sends { label: 'Web', message } once per message per page load", () => {
    reportClientError('Boom');
    reportClientError('Boom');
    reportClientError('Other');
    expect(reports()).toEqual([
      { label: 'Web', message: 'Boom' },
      { label: 'Web', message: 'Other' },
    ]);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'X-Requested-With': 'squadboard' },
    });
  });

  it('sends at most ten a minute, then again after the minute', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 1, 10, 0, 0));
    for (let i = 0; i < 15; i++) {
      reportClientError(`error ${i}`);
    }
    expect(reports()).toHaveLength(10);
    vi.setSystemTime(new Date(2026, 0, 1, 10, 1, 1));
    // A message dropped by the budget is not taken as sent.
    reportClientError('error 12');
    expect(reports().at(-1)).toEqual({ label: 'Web', message: 'error 12' });
  });

  it('cuts a long message to 2,000 characters', () => {
    reportClientError('x'.repeat(5000));
    expect((reports()[0] as { message: string }).message).toHaveLength(2000);
  });

  it('sends nothing when reporting is not installed', () => {
    uninstall();
    reportClientError('Quiet');
    expect(reports()).toEqual([]);
  });

  it('never reports its own failure, refused or offline', async () => {
    answer = (call) => (call.url === '/api/user/logs' ? [429, { code: 'RATE_LIMITED' }] : [204, null]);
    reportClientError('First');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    reportClientError('Second');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reports()).toEqual([{ label: 'Web', message: 'First' }]);
  });
});

describe('4xx answers of the API', () => {
  it('reports method, path and code, without the query string or the body', async () => {
    answer = (call) =>
      call.url === '/api/user/logs'
        ? [204, null]
        : [409, { statusCode: 409, code: 'ACRONYM_TAKEN', message: 'secret body text' }];
    await expect(api.post('/api/squads?email=ada@example.com', { name: 'Ada' })).rejects.toThrow();
    expect(reports()).toEqual([{ label: 'Web', message: 'API 409 ACRONYM_TAKEN POST /api/squads' }]);
    expect(JSON.stringify(reports())).not.toContain('secret');
  });

  it('does not report 401, 5xx or successes', async () => {
    for (const status of [401, 500, 200]) {
      answer = (call) =>
        call.url === '/api/user/logs'
          ? [204, null]
          : [status, { statusCode: status, code: 'X', message: 'm' }];
      await api.get('/api/profile').catch(() => undefined);
    }
    expect(reports()).toEqual([]);
  });

  it('hides ids and addresses in the path', () => {
    expect(reportablePath('/api/retros/3f2504e0-4f89-41d3-9a0c-0305e82c3301/board?x=1')).toBe(
      '/api/retros/:id/board',
    );
    expect(reportablePath('/api/users/ada%40example.com')).toBe('/api/users/:id');
    expect(reportablePath('/api/users/ada@example.com#x')).toBe('/api/users/:id');
    expect(reportablePath('/api/work-items/42/comments')).toBe('/api/work-items/:id/comments');
  });
});

describe('global handlers', () => {
  it('report uncaught errors and unhandled rejections, but not API errors again', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      window.dispatchEvent(event);
    };
    rejection(new RangeError('too deep'));
    const apiError = new Error('Already exists');
    apiError.name = 'ApiError';
    rejection(apiError);
    const messages = reports().map((body) => (body as { message: string }).message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^TypeError: x is undefined/);
    expect(messages[1]).toMatch(/^RangeError: too deep/);
  });

  it('are installed once however often install is called', () => {
    const again = installErrorReporting(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('once') }));
    expect(reports()).toHaveLength(1);
    again();
  });

  it('describe a route error response', () => {
    reportError({ status: 404, statusText: 'Not Found' });
    expect(reports()).toEqual([{ label: 'Web', message: 'Route error 404 Not Found' }]);
  });
});
