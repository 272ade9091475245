import type { MentionPerson } from '@squadboard/domain/comments/comment.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createOrg, type TestOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
});
afterAll(async () => {
  await t.close();
});

const people = async (q: string) => {
  const response = await api(t.app, org.member, 'GET', `/api/comments/people?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json().items as MentionPerson[];
};

describe('the @mention list', () => {
  it('lists active colleagues whose first name starts with the letters, not by last name', async () => {
    const zoe = await addUser(t, org.customerId, 'SQUAD_MEMBER', { firstName: 'Zoë', lastName: 'Quill' });
    await addUser(t, org.customerId, 'SQUAD_MEMBER', {
      firstName: 'Zed',
      lastName: 'Away',
      status: 'INACTIVE',
    });
    await addUser(t, org.customerId, 'SQUAD_MEMBER', { firstName: 'Quentin', lastName: 'Zoeller' });
    const foreign = await createOrg(t);
    await addUser(t, foreign.customerId, 'SQUAD_MEMBER', { firstName: 'Zoey', lastName: 'Elsewhere' });

    expect(await people('zo')).toEqual([{ id: zoe.id, name: 'Zoë Quill' }]);
    expect((await people('Z')).map((p) => p.name)).toEqual(['Zoë Quill']);
    // A wildcard is a letter like any other.
    expect(await people('%')).toEqual([]);
  });

  it('lists at most ten, and needs a session', async () => {
    expect((await people('')).length).toBeLessThanOrEqual(10);
    expect((await t.app.inject({ method: 'GET', url: '/api/comments/people?q=a' })).statusCode).toBe(401);
  });
});
