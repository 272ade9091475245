import { MSG } from '@squadboard/domain';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugReports } from '../../db/schema/index.ts';
import { countRows, createActiveUser, findUser } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function latestReport() {
  const [row] = await t.db.select().from(bugReports).orderBy(desc(bugReports.createdAt)).limit(1);
  return row;
}

describe('POST /api/bug-reports', () => {
  it('stores a visitor report', async () => {
    const response = await api(t.app, null, 'POST', '/api/bug-reports', {
      description: 'The board froze',
      email: 'Visitor@Example.com',
      page: '/join-retro',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MSG.bugReport.sent });
    expect(await latestReport()).toMatchObject({
      description: 'The board froze',
      email: 'visitor@example.com',
      page: '/join-retro',
      userId: null,
      customerId: null,
    });
  });

  it('takes user and customer from the session, ignoring any sent in the body', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const user = await findUser(t.db, email);
    const response = await api(t.app, token, 'POST', '/api/bug-reports', {
      description: 'Cannot save',
      customerId: '00000000-0000-0000-0000-000000000000',
    });
    expect(response.statusCode).toBe(201);
    expect(await latestReport()).toMatchObject({
      userId: user?.id,
      customerId: user?.customerId,
      email,
      description: 'Cannot save',
    });
  });

  it('refuses an empty description and an invalid e-mail, writing nothing', async () => {
    const before = await countRows(t.db, bugReports);
    const empty = await api(t.app, null, 'POST', '/api/bug-reports', { description: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION',
      message: MSG.validation.descriptionRequired,
      fields: { description: MSG.validation.descriptionRequired },
    });
    const badEmail = await api(t.app, null, 'POST', '/api/bug-reports', { description: 'x', email: 'nope' });
    expect(badEmail.json().fields.email).toBe(MSG.validation.emailInvalid);
    expect(await countRows(t.db, bugReports)).toBe(before);
  });
});
