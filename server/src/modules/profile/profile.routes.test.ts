import { MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../../db/schema/index.ts';
import { addUser, createActiveUser, findUser } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_EMAIL: 'help@example.org' } });
});
afterAll(async () => {
  await t.close();
});

const VALID = { firstName: 'Grace', lastName: 'Hopper', location: 'Arlington', timeZone: 'America/New_York' };

async function customerOf(email: string) {
  const user = await findUser(t.db, email);
  const [customer] = await t.db
    .select()
    .from(customers)
    .where(eq(customers.id, user?.customerId ?? ''));
  if (!user || !customer) {
    throw new Error('no such user');
  }
  return { user, customer };
}

describe('GET /api/profile', () => {
  it('needs a session', async () => {
    const response = await api(t.app, null, 'GET', '/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it("answers the caller's profile with the organisation's team allowance", async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const response = await api(t.app, token, 'GET', '/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      email,
      role: 'SUPER_ADMIN',
      plan: 'BETA',
      teamNos: 1,
      firstLogin: true,
      avatarUrl: null,
      timeZone: null,
    });
    expect(response.json().profile).not.toHaveProperty('passwordHash');
  });
});

describe('PUT /api/profile', () => {
  it('saves names, location and time zone, trimmed; an empty location means none', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const response = await api(t.app, token, 'PUT', '/api/profile', {
      ...VALID,
      firstName: '  Grace ',
      location: '   ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MSG.profile.updated,
      profile: { firstName: 'Grace', lastName: 'Hopper', location: null, timeZone: 'America/New_York' },
    });
    const me = await api(t.app, token, 'GET', '/api/auth/me');
    expect(me.json().user).toMatchObject({ firstName: 'Grace', timeZone: 'America/New_York' });
    expect((await customerOf(email)).user.location).toBeNull();
  });

  it("answers the spec's messages for missing names and time zone, and changes nothing", async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const response = await api(t.app, token, 'PUT', '/api/profile', {
      firstName: ' ',
      lastName: '',
      timeZone: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: MSG.profile.firstNameRequired,
      fields: {
        firstName: MSG.profile.firstNameRequired,
        lastName: MSG.profile.lastNameRequired,
        timeZone: MSG.profile.timeZoneRequired,
      },
    });
    const unknownZone = await api(t.app, token, 'PUT', '/api/profile', {
      ...VALID,
      timeZone: 'Mars/Olympus',
    });
    expect(unknownZone.json().fields).toEqual({ timeZone: MSG.profile.timeZoneRequired });
    expect((await customerOf(email)).user.firstName).toBeNull();
  });

  it('lets a Super Admin rename the organisation', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const response = await api(t.app, token, 'PUT', '/api/profile', {
      ...VALID,
      companyName: ' Hopper Labs ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.companyName).toBe('Hopper Labs');
    expect((await customerOf(email)).customer.name).toBe('Hopper Labs');
  });

  it('refuses a company name change by anyone else, but accepts it sent back unchanged', async () => {
    const admin = await createActiveUser(t.app, t.mailer);
    await api(t.app, admin, 'PUT', '/api/profile', { ...VALID, companyName: 'Acme' });
    const { customer } = await customerOf(admin.email);

    for (const role of ['SQUAD_ADMIN', 'SQUAD_MEMBER'] as const) {
      const colleague = await addUser(t, customer.id, role, {
        firstName: 'Col',
        lastName: 'League',
        timeZone: 'Europe/London',
      });
      const refused = await api(t.app, colleague, 'PUT', '/api/profile', {
        ...VALID,
        firstName: 'Changed',
        companyName: 'Not Acme',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.generic.forbidden });
      expect((await customerOf(colleague.email)).user.firstName).toBe('Col');

      const unchanged = await api(t.app, colleague, 'PUT', '/api/profile', { ...VALID, companyName: 'Acme' });
      expect(unchanged.statusCode).toBe(200);
      const omitted = await api(t.app, colleague, 'PUT', '/api/profile', VALID);
      expect(omitted.statusCode).toBe(200);
      expect(omitted.json().profile).toMatchObject({ firstName: 'Grace', companyName: 'Acme' });
    }
    expect((await customerOf(admin.email)).customer.name).toBe('Acme');
  });

  it('ignores identity fields in the body', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const response = await api(t.app, token, 'PUT', '/api/profile', {
      ...VALID,
      email: 'someone@else.com',
      role: 'SQUAD_MEMBER',
      firstLogin: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ email, role: 'SUPER_ADMIN', firstLogin: true });
  });
});

describe('POST /api/profile/first-login', () => {
  it('refuses until the person has both names, which the profile save requires', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const unnamed = await api(t.app, token, 'POST', '/api/profile/first-login', {});
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      code: 'VALIDATION',
      message: MSG.profile.firstNameRequired,
      fields: { firstName: MSG.profile.firstNameRequired },
    });
    const noNames = await api(t.app, token, 'PUT', '/api/profile', {
      firstName: ' ',
      lastName: '',
      timeZone: 'Europe/London',
    });
    expect(noNames.statusCode).toBe(400);
    expect(noNames.json().fields).toMatchObject({
      firstName: MSG.profile.firstNameRequired,
      lastName: MSG.profile.lastNameRequired,
    });
    expect((await findUser(t.db, email))?.firstLogin).toBe(true);

    await t.db.update(users).set({ firstName: 'Ada' }).where(eq(users.email, email));
    const halfNamed = await api(t.app, token, 'POST', '/api/profile/first-login', {});
    expect(halfNamed.json().fields).toEqual({ lastName: MSG.profile.lastNameRequired });
    expect((await findUser(t.db, email))?.firstLogin).toBe(true);
  });

  it('marks the first login done, once and for all, after the names are saved', async () => {
    const { token } = await createActiveUser(t.app, t.mailer);
    expect((await api(t.app, token, 'GET', '/api/auth/me')).json().user.firstLogin).toBe(true);
    expect((await api(t.app, token, 'PUT', '/api/profile', VALID)).statusCode).toBe(200);
    const response = await api(t.app, token, 'POST', '/api/profile/first-login', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.firstLogin).toBe(false);
    expect((await api(t.app, token, 'GET', '/api/auth/me')).json().user.firstLogin).toBe(false);
    const again = await api(t.app, token, 'POST', '/api/profile/first-login', {});
    expect(again.json().profile.firstLogin).toBe(false);
  });

  it('needs a session', async () => {
    expect((await api(t.app, null, 'POST', '/api/profile/first-login', {})).statusCode).toBe(401);
  });
});

describe('GET /api/config/public', () => {
  it('tells anyone the configured contact address', async () => {
    const response = await api(t.app, null, 'GET', '/api/config/public');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ contactEmail: 'help@example.org' });
  });
});
