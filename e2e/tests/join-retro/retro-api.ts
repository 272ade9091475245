import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { APP_REQUEST, DEMO, DEMO_PASSWORD } from '../support/users.ts';

// Retros for the join and calendar tests, made through the API as the demo Super Admin in a
// squad of their own (the demo organisation is shared by tests running side by side), and
// removed with that squad afterwards.

export interface RetroFixture {
  request: APIRequestContext;
  squadId: string;
  squadName: string;
  dispose: () => Promise<void>;
}

/**
 * Random letters (2 to 5 unless `length` says): squad and portfolio acronyms are unique within
 * the shared demo organisation. Callers that do not retry on a clash ask for 5 (26^5 choices).
 */
export function randomAcronym(length = 2 + ((randomBytes(1)[0] ?? 0) % 4)): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from(randomBytes(length), (b) => letters[b % letters.length]).join('');
}

export function uniqueTitle(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/**
 * A signed-in admin API context and a fresh squad led by the demo Squad Admin, with the demo
 * users of `memberEmails` as its members.
 */
export async function retroFixture(
  browser: Browser,
  memberEmails: readonly string[] = [],
): Promise<RetroFixture> {
  const context = await browser.newContext();
  const request = context.request;
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const options = await (await request.get('/api/squads/options')).json();
  const leadId = (options.leads as { id: string; email: string }[]).find((u) => u.email === DEMO.lead)?.id;
  const memberIds = (options.members as { id: string; email: string }[])
    .filter((u) => memberEmails.includes(u.email))
    .map((u) => u.id);
  expect(memberIds).toHaveLength(memberEmails.length);
  let squadId = '';
  let squadName = '';
  // A random acronym may already be taken by a parallel test: try another.
  for (let attempt = 0; attempt < 5 && !squadId; attempt += 1) {
    const acronym = randomAcronym();
    const name = `E2E Retro Squad ${acronym}${randomBytes(2).toString('hex')}`;
    const response = await request.post('/api/squads', {
      data: {
        name,
        acronym,
        leadId,
        memberIds,
      },
    });
    if (response.status() === 201) {
      squadId = (await response.json()).squad.id;
      squadName = name;
    } else {
      expect(response.status(), await response.text()).toBe(409);
    }
  }
  expect(squadId).not.toBe('');
  return {
    request,
    squadId,
    squadName,
    dispose: async () => {
      const removed = await request.delete(`/api/squads/${squadId}`, { headers: APP_REQUEST });
      // A squad left behind counts against the demo plan's squads for every later test.
      expect(removed.status(), await removed.text()).toBe(200);
      await context.close();
    },
  };
}

export async function createRetro(
  fixture: RetroFixture,
  body: { title: string; startType: 'instant' | 'schedule'; scheduledAt?: string },
): Promise<Retro> {
  const response = await fixture.request.post('/api/retros', {
    data: { squadId: fixture.squadId, template: 'went-well', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).retro as Retro;
}
