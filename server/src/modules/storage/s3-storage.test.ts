import { existsSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createActiveUser, findUser } from '../../test-support/factories.ts';
import { api, uploadFile } from '../../test-support/request.ts';
import { startS3Server, type TestS3Server, virtualHostEndpoint } from '../../test-support/s3-server.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createS3Storage } from './s3-storage.ts';
import { createStorage } from './storage.ts';

// What only the S3 adapter has, against a real S3-compatible server (s3rver, started here): the
// file is one object carrying its content type, the bucket may be addressed in the host name, the
// credentials and the bucket are really used. What every adapter promises is in
// storage-contract.test.ts.

let s3: TestS3Server;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.config.accessKeyId, secretAccessKey: s3.config.secretAccessKey },
  });
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
});

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describe('S3 storage on an S3-compatible server', () => {
  it('stores a file as one object whose Content-Type is the content type', async () => {
    const storage = createS3Storage(s3.config);
    await storage.put('objects/one/a.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(await keysUnder('objects/one/')).toEqual(['objects/one/a.pdf']);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'objects/one/a.pdf' }));
    expect(head).toMatchObject({ ContentType: 'application/pdf', ContentLength: 8 });

    await storage.delete('objects/one/a.pdf');
    expect(await keysUnder('objects/one/')).toEqual([]);
  });

  it('addresses the bucket in the host name when path style is off', async () => {
    const { endpoint, requestHandler, hostsLookedUp } = virtualHostEndpoint(s3);
    const storage = createS3Storage({ ...s3.config, endpoint, forcePathStyle: false }, { requestHandler });
    await storage.put('objects/vhost/k.png', Buffer.from('png'), 'image/png');
    expect(await storage.get('objects/vhost/k.png')).toEqual({
      bytes: Buffer.from('png'),
      contentType: 'image/png',
    });
    await storage.delete('objects/vhost/k.png');
    expect(await storage.get('objects/vhost/k.png')).toBeNull();
    expect(new Set(hostsLookedUp)).toEqual(new Set([`${s3.bucket}.s3.test`]));
    requestHandler.httpAgent.destroy();
  });

  it('sends the configured access key: one the store does not know fails every call, reads too', async () => {
    await createS3Storage(s3.config).put('objects/keyed.png', Buffer.from('x'), 'image/png');
    const stranger = createS3Storage({ ...s3.config, accessKeyId: 'NOT-A-KEY-OF-THIS-STORE' });
    await expect(stranger.put('objects/other.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    // A refused read is an error, not a missing file.
    await expect(stranger.get('objects/keyed.png')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(stranger.delete('objects/keyed.png')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    expect(await keysUnder('objects/keyed')).toEqual(['objects/keyed.png']);
  });

  it('fails on a bucket that does not exist instead of reporting every file as missing', async () => {
    const wrong = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(wrong.get('objects/a.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(wrong.put('objects/a.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });

  it('refuses unsafe keys before sending anything', async () => {
    let requests = 0;
    const requestHandler = {
      handle: () => {
        requests += 1;
        throw new Error('nothing should be sent');
      },
    } as unknown as S3ClientConfig['requestHandler'];
    const storage = createS3Storage(s3.config, { requestHandler });
    for (const key of ['../x', 'a/../../x', '/abs']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    }
    expect(requests).toBe(0);
  });

  // s3rver accepts any SigV4 signature, so the signature's scope is checked where the request
  // leaves the SDK: a real AWS endpoint refuses a request signed for another region.
  it('signs requests with the configured access key and region', async () => {
    const authorizations: string[] = [];
    const requestHandler = {
      async handle(request: { headers: Record<string, string> }) {
        authorizations.push(request.headers.authorization ?? '');
        const { Readable } = await import('node:stream');
        return { response: { statusCode: 200, headers: {}, body: Readable.from([]) } };
      },
    } as unknown as S3ClientConfig['requestHandler'];
    const storage = createS3Storage(
      { ...s3.config, accessKeyId: 'test-key', region: 'eu-west-1' },
      { requestHandler },
    );
    await storage.put('objects/signed.png', Buffer.from('x'), 'image/png');
    expect(authorizations[0]).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[^,]*content-type/,
    );
  });
});

describe('the app with S3_* set', () => {
  let t: TestApp;
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  beforeAll(async () => {
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps avatars in the bucket, serves them from there and removes a replaced one', async () => {
    expect(t.app.services.storage.kind).toBe('s3');
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const first = await uploadFile(t.app, { token }, '/api/profile/avatar', {
      bytes: PNG,
      name: 'me.png',
      type: 'image/png',
    });
    expect(first.statusCode).toBe(200);
    const user = await findUser(t.db, email);
    const firstKey = user?.avatarKey ?? '';
    const folder = `avatars/${user?.customerId}/${user?.id}/`;
    expect(await keysUnder(folder)).toEqual([firstKey]);

    const image = await api(t.app, { token }, 'GET', first.json().profile.avatarUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const second = await uploadFile(t.app, { token }, '/api/profile/avatar', {
      bytes: PNG,
      name: 'again.png',
      type: 'image/png',
    });
    expect(second.statusCode).toBe(200);
    const secondKey = (await findUser(t.db, email))?.avatarKey ?? '';
    expect(secondKey).not.toBe(firstKey);
    expect(await keysUnder(folder)).toEqual([secondKey]);
    // Nothing went to the disk.
    expect(existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);
  });
});

describe('S3 configuration', () => {
  const all = {
    S3_ENDPOINT: 'http://minio:9000/',
    S3_BUCKET: 'squadboard-files',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off without S3 variables', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(createStorage({ dataDir: '/tmp', s3: null }).kind).toBe('local');
  });

  it('reads all variables, with defaults for region and path style', () => {
    const config = loadConfig(all);
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'squadboard-files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(createStorage(config).kind).toBe('s3');
    expect(loadConfig({ ...all, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('names each missing variable when only some are set', () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = all;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(
      /S3_BUCKET: required when any of[\s\S]*S3_SECRET_ACCESS_KEY: required when any of/,
    );
  });

  it('checks the endpoint and bucket shapes', () => {
    expect(() => loadConfig({ ...all, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...all, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  });
});
