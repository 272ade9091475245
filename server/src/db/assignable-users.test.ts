import type { ActionOwner } from '@squadboard/domain/actions/action.schema';
import type { MentionPerson } from '@squadboard/domain/comments/comment.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createOrganisation, type Organisation } from '../test-support/factories.ts';
import { api } from '../test-support/request.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { users } from './schema/index.ts';

// The one person search behind every picker (actions owners, which the work-item, RAID, release
// and register pickers use too, and the @mention list): a person is found by name or by e-mail,
// so a new organisation's owner, who has no name yet, is never unfindable; never across
// organisations, never an inactive person.

let t: TestApp;
let org: Organisation;
let foreign: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrganisation(t);
  foreign = await createOrganisation(t);
});
afterAll(async () => {
  await t.close();
});

async function owners(token: string, q: string): Promise<ActionOwner[]> {
  const response = await api(t.app, token, 'GET', `/api/actions/owners?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

async function mentionable(token: string, q: string): Promise<MentionPerson[]> {
  const response = await api(t.app, token, 'GET', `/api/comments/people?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

describe('people search (owner pickers and mentions)', () => {
  it("finds the new organisation's unnamed owner by e-mail, shown by e-mail", async () => {
    const prefix = org.admin.email.slice(0, 8);
    expect(await owners(org.admin.token, prefix)).toEqual([
      { id: org.admin.id, name: org.admin.email, email: org.admin.email, initials: 'U' },
    ]);
    expect(await owners(org.admin.token, org.admin.email.toUpperCase())).toHaveLength(1);
    expect(await mentionable(org.admin.token, prefix)).toEqual([{ id: org.admin.id, name: org.admin.email }]);
    // Someone elsewhere with the same beginning is not offered.
    expect(await owners(foreign.admin.token, org.admin.email)).toEqual([]);
  });

  it('finds a named person by first name, last name or e-mail, with their initials', async () => {
    const ada = await addUser(t, org.customerId, 'SQUAD_MEMBER', { firstName: 'Adaline', lastName: 'Quorn' });
    const ids = async (q: string) => (await owners(org.admin.token, q)).map((o) => o.id);
    expect(await ids('adal')).toEqual([ada.id]);
    expect(await ids('quor')).toEqual([ada.id]);
    expect(await ids(ada.email.slice(0, -6))).toEqual([ada.id]);
    expect((await owners(org.admin.token, 'adal'))[0]).toMatchObject({
      name: 'Adaline Quorn',
      initials: 'AQ',
    });
    // The mention list matches first names and e-mails, not last names (spec 001 §5).
    expect((await mentionable(org.admin.token, 'quor')).map((p) => p.id)).toEqual([]);
    expect((await mentionable(org.admin.token, ada.email)).map((p) => p.id)).toEqual([ada.id]);
  });

  it('never offers an inactive person or a foreign one, and a wildcard is a letter', async () => {
    const gone = await addUser(t, org.customerId, 'SQUAD_MEMBER', { status: 'INACTIVE' });
    await t.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, gone.id));
    expect(await owners(org.admin.token, gone.email)).toEqual([]);
    const stranger = await addUser(t, foreign.customerId, 'SQUAD_MEMBER', { firstName: 'Xanthe' });
    expect(await owners(org.admin.token, stranger.email)).toEqual([]);
    expect(await owners(org.admin.token, 'Xanthe')).toEqual([]);
    expect(await owners(org.admin.token, '%')).toEqual([]);
  });
});
