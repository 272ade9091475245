import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Method } from '../test-support/request.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Every /api route needs a session unless it says PUBLIC_ROUTE. This walks every route the
// OpenAPI description lists, as a visitor: a route that opens by accident, or a public one that
// closes, fails here. The visitor is refused before the body is even validated.

const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/auth/time',
  'GET /api/auth/session',
  'POST /api/auth/sign-up',
  'POST /api/auth/activate',
  'POST /api/auth/resend-code',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'POST /api/auth/forgot-password',
  'POST /api/auth/forgot-password/resend',
  'POST /api/auth/reset-password',
  'POST /api/bug-reports',
  'GET /api/config/public',
  'GET /api/retros/meeting/{meetingId}',
  'POST /api/retros/meeting/{meetingId}/guest',
  // Plans and payment: the plans page's prices, and Stripe's signed webhooks.
  'GET /api/billing/prices',
  'POST /api/billing/webhook',
  // Unsubscribe (the page's call, and the mail client's one-click POST and its GET, which
  // only redirects to the page) and the web app's error reports.
  'POST /api/unsubscribe',
  'POST /api/unsubscribe/one-click',
  'GET /api/unsubscribe/one-click',
  'POST /api/user/logs',
  // A calendar address's feed, read by calendar apps with the token in the path.
  'GET /api/calendar/{file}',
]);

const SOME_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function routesOf(spec: { paths?: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(spec.paths ?? {}).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the /api session scope', () => {
  it('refuses a visitor everywhere but on the public routes', async () => {
    const routes = routesOf(t.app.swagger() as { paths?: Record<string, Record<string, unknown>> });
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => PUBLIC.has(route)).sort()).toEqual([...PUBLIC].sort());

    for (const route of routes) {
      const [method = '', path = ''] = route.split(' ');
      const url = path.replace(/\{[^}]+\}/g, SOME_ID);
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const response = await api(t.app, null, method as Method, url, payload);
      if (PUBLIC.has(route)) {
        expect.soft(response.statusCode, route).not.toBe(401);
      } else {
        expect.soft(response.statusCode, route).toBe(401);
        expect.soft(response.json().code, route).toBe('UNAUTHENTICATED');
      }
    }
  });
});
