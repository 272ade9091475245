import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createStorage } from './storage.ts';

// No S3-compatible server runs here, so these tests stop at the HTTP boundary: a request handler
// records what the SDK would send and answers like a store would. The real round trip against
// MinIO is left to a deployment check.

interface Recorded {
  method: string;
  hostname: string;
  port?: number;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { statusCode: number; headers?: Record<string, string>; body?: string };

function recordingHandler(answer: (request: Recorded) => Answer) {
  const sent: Recorded[] = [];
  const requestHandler = {
    async handle(request: Recorded) {
      sent.push(request);
      const { statusCode, headers = {}, body = '' } = answer(request);
      const { Readable } = await import('node:stream');
      return { response: { statusCode, headers, body: Readable.from([Buffer.from(body)]) } };
    },
  } as unknown as S3ClientConfig['requestHandler'];
  return { sent, requestHandler };
}

const S3 = {
  endpoint: 'http://minio:9000',
  bucket: 'squadboard-files',
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  region: 'us-east-1',
  forcePathStyle: true,
};

describe('S3 storage', () => {
  it('puts an object with its content type at a path-style address, signed', async () => {
    const { sent, requestHandler } = recordingHandler(() => ({ statusCode: 200 }));
    const storage = createS3Storage(S3, { requestHandler });
    await storage.put('avatars/c/u/k.png', Buffer.from('png-bytes'), 'image/png');
    const [put] = sent;
    expect(put).toMatchObject({
      method: 'PUT',
      hostname: 'minio',
      port: 9000,
      path: '/squadboard-files/avatars/c/u/k.png',
    });
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/us-east-1\/s3\//,
    );
  });

  it('uses virtual-host addresses when path style is off', async () => {
    const { sent, requestHandler } = recordingHandler(() => ({ statusCode: 204 }));
    const storage = createS3Storage({ ...S3, forcePathStyle: false }, { requestHandler });
    await storage.delete('avatars/c/u/k.png');
    expect(sent[0]).toMatchObject({
      method: 'DELETE',
      hostname: 'squadboard-files.minio',
      path: '/avatars/c/u/k.png',
    });
  });

  it('reads an object back, and answers null for a missing one', async () => {
    const { requestHandler } = recordingHandler((request) =>
      request.path.endsWith('/there.jpg')
        ? { statusCode: 200, headers: { 'content-type': 'image/jpeg' }, body: 'jpeg-bytes' }
        : {
            statusCode: 404,
            headers: { 'content-type': 'application/xml' },
            body: '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
          },
    );
    const storage = createS3Storage(S3, { requestHandler });
    expect(await storage.get('avatars/there.jpg')).toEqual({
      bytes: Buffer.from('jpeg-bytes'),
      contentType: 'image/jpeg',
    });
    expect(await storage.get('avatars/missing.jpg')).toBeNull();
  });

  it('refuses unsafe keys before sending anything', async () => {
    const { sent, requestHandler } = recordingHandler(() => ({ statusCode: 200 }));
    const storage = createS3Storage(S3, { requestHandler });
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
    expect(sent).toEqual([]);
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
