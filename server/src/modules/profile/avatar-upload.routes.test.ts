import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MSG } from '@squadboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, findUser } from '../../test-support/factories.ts';
import { api, multipartBody, postMultipart, uploadFile } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// An avatar upload ends in the whole file stored, 413 or 400, never in a file
// cut to the limit or a 500; and a refused upload leaves the current picture and the storage alone.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const AVATAR = '/api/profile/avatar';
const LIMIT = 5 * 1024 * 1024;
const BOUNDARY = 'squadboard-upload-test';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A real 1×1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG-headed file of exactly `size` bytes (the content check reads the leading bytes only). */
function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length, 7)]);
}

const TOO_LARGE = { statusCode: 413, code: 'FILE_TOO_LARGE', message: MSG.generic.fileTooLarge };
const MALFORMED = { statusCode: 400, code: 'MALFORMED_UPLOAD', message: MSG.generic.malformedUpload };

/** A signed-in user who already has a picture, and what storage holds for them. */
async function userWithAvatar() {
  const { email, token } = await createActiveUser(t.app, t.mailer);
  const first = await uploadFile(t.app, { token }, AVATAR, {
    bytes: PNG_BYTES,
    name: 'a.png',
    type: 'image/png',
  });
  expect(first.statusCode).toBe(200);
  const user = await findUser(t.db, email);
  if (!user?.avatarKey) {
    throw new Error('no avatar stored');
  }
  const folder = path.join(t.config.dataDir, 'files', 'avatars', user.customerId, user.id);
  const stored = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
  return { email, token, avatarKey: user.avatarKey, stored, storedBefore: stored() };
}

type Owner = Awaited<ReturnType<typeof userWithAvatar>>;

/** Nothing changed: the same avatar key, the same files, and the picture still served whole. */
async function expectUntouched(me: Owner): Promise<void> {
  expect((await findUser(t.db, me.email))?.avatarKey).toBe(me.avatarKey);
  expect(me.stored()).toEqual(me.storedBefore);
  const me2 = await api(t.app, me, 'GET', '/api/auth/me');
  const image = await api(t.app, me, 'GET', me2.json().user.avatarUrl);
  expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
}

describe('an avatar at or over the size limit', () => {
  it('refuses exactly 5 MiB + 1 byte with 413, and stores nothing', async () => {
    const me = await userWithAvatar();
    const response = await uploadFile(t.app, me, AVATAR, {
      bytes: pngOfSize(LIMIT + 1),
      name: 'big.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
    await expectUntouched(me);
  });

  it('refuses 5 MiB + 1 byte whose last byte arrives on its own, instead of storing 5 MiB of it', async () => {
    const me = await userWithAvatar();
    const body = multipartBody({ bytes: pngOfSize(LIMIT + 1), name: 'big.png', type: 'image/png' }, BOUNDARY);
    // The first piece ends exactly at the limit: the parser cuts the file there and the one byte
    // over it comes later, the way a slow connection delivers it.
    const head = body.length - LIMIT - 1 - `\r\n--${BOUNDARY}--\r\n`.length;
    const cut = head + LIMIT;
    const pieces = Readable.from([body.subarray(0, cut), body.subarray(cut)]);
    const response = await postMultipart(t.app, me, AVATAR, pieces, MULTIPART, {
      'content-length': String(body.length),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
    await expectUntouched(me);
  });

  it('stores a picture of exactly 5 MiB whole', async () => {
    const me = await userWithAvatar();
    const bytes = pngOfSize(LIMIT);
    const response = await uploadFile(t.app, me, AVATAR, { bytes, name: 'max.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
    const image = await api(t.app, me, 'GET', response.json().profile.avatarUrl);
    expect(image.rawPayload.length).toBe(LIMIT);
    expect(image.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('a broken multipart body', () => {
  const body = multipartBody({ bytes: pngOfSize(64 * 1024), name: 'a.png', type: 'image/png' }, BOUNDARY);

  it('cut in the middle of the file is refused with 400, and nothing is stored', async () => {
    const me = await userWithAvatar();
    const response = await postMultipart(t.app, me, AVATAR, body.subarray(0, body.length / 2), MULTIPART);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(MALFORMED);
    await expectUntouched(me);
  });

  it('cut just before its closing boundary is refused too', async () => {
    const me = await userWithAvatar();
    const response = await postMultipart(t.app, me, AVATAR, body.subarray(0, body.length - 10), MULTIPART);
    expect(response.json()).toEqual(MALFORMED);
    await expectUntouched(me);
  });

  it('without a boundary, or with one that is not in the body, is refused with 400', async () => {
    const me = await userWithAvatar();
    const missing = await postMultipart(t.app, me, AVATAR, body, 'multipart/form-data');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(MALFORMED);
    const wrong = await postMultipart(t.app, me, AVATAR, body, 'multipart/form-data; boundary=other');
    expect(wrong.statusCode).toBe(400);
    await expectUntouched(me);
  });

  it('with the file under another part name is refused as no picture, and nothing is stored', async () => {
    const me = await userWithAvatar();
    const response = await uploadFile(t.app, me, AVATAR, {
      bytes: PNG_BYTES,
      name: 'a.png',
      type: 'image/png',
      field: 'picture',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'AVATAR_MISSING',
      message: MSG.profile.avatarMissing,
    });
    await expectUntouched(me);
  });

  it('leaves a valid upload working afterwards', async () => {
    const me = await userWithAvatar();
    await postMultipart(t.app, me, AVATAR, body.subarray(0, 100), MULTIPART);
    const response = await postMultipart(t.app, me, AVATAR, body, MULTIPART);
    expect(response.statusCode).toBe(200);
    const key = (await findUser(t.db, me.email))?.avatarKey;
    expect(key).not.toBe(me.avatarKey);
    expect(me.stored()).toHaveLength(2);
  });
});
