import { existsSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@squadboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createActiveUser, findUser } from '../../test-support/factories.ts';
import { api, uploadFile } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const AVATAR = '/api/profile/avatar';

/** A real 1×1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JFIF JPEG: enough for the content check, which reads the leading bytes. */
const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);

async function signedInUser() {
  const { email, token } = await createActiveUser(t.app, t.mailer);
  const user = await findUser(t.db, email);
  if (!user) {
    throw new Error('no user');
  }
  return { email, token, id: user.id, customerId: user.customerId };
}

function fileOnDisk(key: string): string {
  return path.join(t.config.dataDir, 'files', key);
}

describe('POST /api/profile/avatar', () => {
  it('stores a PNG and serves it at the session user’s avatar address', async () => {
    const me = await signedInUser();
    const response = await uploadFile(t.app, me, AVATAR, {
      bytes: PNG_BYTES,
      name: 'me.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json().profile as { avatarUrl: string };
    const key = (await findUser(t.db, me.email))?.avatarKey ?? '';
    expect(key).toMatch(new RegExp(`^avatars/${me.customerId}/${me.id}/[0-9a-f-]{36}\\.png$`));
    expect(avatarUrl).toBe(`/api/users/${me.id}/avatar?v=${encodeURIComponent(key)}`);
    expect((await api(t.app, me, 'GET', '/api/auth/me')).json().user.avatarUrl).toBe(avatarUrl);

    const image = await api(t.app, me, 'GET', avatarUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);

    const unversioned = await api(t.app, me, 'GET', `/api/users/${me.id}/avatar`);
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
  });

  it('replaces the previous picture with a JPEG and removes the old file', async () => {
    const me = await signedInUser();
    await uploadFile(t.app, me, AVATAR, { bytes: PNG_BYTES, name: 'a.png', type: 'image/png' });
    const firstKey = (await findUser(t.db, me.email))?.avatarKey ?? '';
    expect(existsSync(fileOnDisk(firstKey))).toBe(true);

    // The name and declared type say PNG; the content is JPEG, and the content decides.
    const response = await uploadFile(t.app, me, AVATAR, {
      bytes: JPEG_BYTES,
      name: 'b.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const secondKey = (await findUser(t.db, me.email))?.avatarKey ?? '';
    expect(secondKey).toMatch(/\.jpg$/);
    expect(existsSync(fileOnDisk(firstKey))).toBe(false);
    const image = await api(t.app, me, 'GET', response.json().profile.avatarUrl);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(JPEG_BYTES)).toBe(true);
  });

  it('refuses a text file named .png, and keeps the current picture', async () => {
    const me = await signedInUser();
    await uploadFile(t.app, me, AVATAR, { bytes: PNG_BYTES, name: 'a.png', type: 'image/png' });
    const before = (await findUser(t.db, me.email))?.avatarKey;
    for (const bytes of [
      Buffer.from('just some text, not a picture'),
      Buffer.from('GIF89a......'),
      Buffer.alloc(0),
    ]) {
      const response = await uploadFile(t.app, me, AVATAR, { bytes, name: 'fake.png', type: 'image/png' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'AVATAR_TYPE', message: MSG.profile.avatarTypes });
    }
    expect((await findUser(t.db, me.email))?.avatarKey).toBe(before);
  });

  it('refuses a file over 5 MiB and stores nothing', async () => {
    const me = await signedInUser();
    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await uploadFile(t.app, me, AVATAR, { bytes: huge, name: 'big.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: MSG.generic.fileTooLarge,
    });
    expect((await findUser(t.db, me.email))?.avatarKey).toBeNull();
    expect(existsSync(path.join(t.config.dataDir, 'files', 'avatars', me.customerId, me.id))).toBe(false);
  });

  it('accepts a picture of almost 5 MiB', async () => {
    const me = await signedInUser();
    const large = Buffer.concat([JPEG_BYTES, Buffer.alloc(5 * 1024 * 1024 - JPEG_BYTES.length - 1)]);
    const response = await uploadFile(t.app, me, AVATAR, {
      bytes: large,
      name: 'big.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a file, a session and, for a form post, the app’s own origin', async () => {
    const me = await signedInUser();
    const json = await api(t.app, me, 'POST', AVATAR, { avatar: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'AVATAR_MISSING', message: MSG.profile.avatarMissing });

    const anonymous = await uploadFile(t.app, null, AVATAR, {
      bytes: PNG_BYTES,
      name: 'a.png',
      type: 'image/png',
    });
    expect(anonymous.statusCode).toBe(401);

    const forged = await uploadFile(
      t.app,
      me,
      AVATAR,
      { bytes: PNG_BYTES, name: 'a.png', type: 'image/png' },
      { origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF');
    expect((await findUser(t.db, me.email))?.avatarKey).toBeNull();
  });
});

describe('GET /api/users/:id/avatar', () => {
  it('serves colleagues of the same organisation only', async () => {
    const owner = await signedInUser();
    const upload = await uploadFile(t.app, owner, AVATAR, {
      bytes: PNG_BYTES,
      name: 'a.png',
      type: 'image/png',
    });
    const url: string = upload.json().profile.avatarUrl;

    const colleague = await addUser(t, owner.customerId, 'SQUAD_MEMBER', {
      firstName: 'Col',
      lastName: 'League',
      timeZone: 'Europe/London',
    });
    expect((await api(t.app, colleague, 'GET', url)).statusCode).toBe(200);

    const stranger = await signedInUser();
    const refused = await api(t.app, stranger, 'GET', url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: MSG.generic.notFound });

    expect((await api(t.app, null, 'GET', url)).statusCode).toBe(401);
  });

  it('answers 404 for users without a picture, unknown ids and malformed ids', async () => {
    const me = await signedInUser();
    const colleague = await addUser(t, me.customerId, 'SQUAD_ADMIN', {
      firstName: 'Col',
      lastName: 'League',
      timeZone: 'Europe/London',
    });
    for (const id of [colleague.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fetc']) {
      const response = await api(t.app, me, 'GET', `/api/users/${id}/avatar`);
      expect(response.statusCode, id).toBe(404);
    }
  });
});
