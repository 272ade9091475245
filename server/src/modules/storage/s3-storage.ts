import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { assertValidKey } from './storage-keys.ts';

// S3-compatible object storage (AWS S3, MinIO, Ceph, R2 …). The content type travels as the
// object's Content-Type, so nothing else needs to be stored beside it. The SDK is large and only
// loaded when S3 is configured, on first use.

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * A missing object, not a missing bucket: with a wrong S3_BUCKET every read must fail loudly
 * rather than report every file as gone. A bare 404 (some stores send no error code) counts as
 * a missing object.
 */
function isNotFound(error: unknown): boolean {
  const meta = (error as { $metadata?: { httpStatusCode?: number }; name?: string }) ?? {};
  if (meta.name === 'NoSuchBucket') {
    return false;
  }
  return meta.name === 'NoSuchKey' || meta.name === 'NotFound' || meta.$metadata?.httpStatusCode === 404;
}

/** `client` options may be extended by tests (a request handler that records instead of sending). */
export function createS3Storage(config: S3Config, extra: Partial<S3ClientConfig> = {}): FileStorage {
  let loaded: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | null = null;
  const connect = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk) }));
    return loaded;
  };
  const newClient = (sdk: Sdk) =>
    new sdk.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Only send checksums the store asks for: several S3-compatible servers reject the newer
      // default CRC32 trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...extra,
    });
  const Bucket = config.bucket;

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      assertValidKey(key);
      try {
        const { sdk, client } = await connect();
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) {
          return null;
        }
        const bytes = Buffer.from(await answer.Body.transformToByteArray());
        return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) {
          return null;
        }
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
