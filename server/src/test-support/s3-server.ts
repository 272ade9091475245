import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, LookupFunction } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3Config } from '../config.ts';

// A real S3-compatible server for tests: s3rver (in process, objects on disk) on a free port, with
// its own temporary directory and the bucket already made, so the S3 adapter is tested by round
// trips rather than by a recorder pretending to be a store.
//
// What s3rver checks: the access key id must be one it knows (only S3RVER), and the bucket must
// exist. What it does not: SigV4 signatures (it accepts any secret) and regions.

interface S3rverOptions {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  /** Virtual-host requests are recognised as `<bucket>.s3.<serviceEndpoint>`. */
  serviceEndpoint: string;
  configureBuckets: { name: string }[];
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}

// s3rver is CommonJS without type declarations.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

/** The only access key s3rver accepts; any secret goes. */
export const S3RVER_ACCESS_KEY = 'S3RVER';

/** Virtual-host requests reach s3rver as `<bucket>.s3.test` (see `virtualHostEndpoint`). */
export const S3RVER_SERVICE_DOMAIN = 's3.test';

export interface TestS3Server {
  /** e.g. http://127.0.0.1:40123 */
  endpoint: string;
  port: number;
  bucket: string;
  /** The settings the app would read from S3_*, pointing at this server and bucket. */
  config: S3Config;
  /** The same as S3_* environment variables, for `createTestApp({ env })`. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'squadboard-files'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'squadboard-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    serviceEndpoint: 'test',
    configureBuckets: [{ name: bucket }],
  });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const config: S3Config = {
    endpoint,
    bucket,
    accessKeyId: S3RVER_ACCESS_KEY,
    secretAccessKey: 'any-secret',
    region: 'us-east-1',
    forcePathStyle: true,
  };
  return {
    endpoint,
    port: address.port,
    bucket,
    config,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_REGION: config.region,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // Clients keep connections alive; they must not hold the close up.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Virtual-host addressing (S3_FORCE_PATH_STYLE=false) needs `<bucket>.<endpoint host>` to resolve.
 * This endpoint and agent send every `*.s3.test` name to the server, so the bucket really travels
 * in the Host header and s3rver reads it from there.
 */
export function virtualHostEndpoint(server: TestS3Server): {
  endpoint: string;
  requestHandler: { httpAgent: Agent };
  /** Every host name the client connected to, in order. */
  hostsLookedUp: string[];
} {
  const hostsLookedUp: string[] = [];
  const lookup: LookupFunction = (hostname, options, callback) => {
    hostsLookedUp.push(hostname);
    if (hostname !== S3RVER_SERVICE_DOMAIN && !hostname.endsWith(`.${S3RVER_SERVICE_DOMAIN}`)) {
      callback(Object.assign(new Error(`unexpected host ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
      return;
    }
    if (options.all) {
      (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(null, [
        { address: '127.0.0.1', family: 4 },
      ]);
      return;
    }
    callback(null, '127.0.0.1', 4);
  };
  return {
    endpoint: `http://${S3RVER_SERVICE_DOMAIN}:${server.port}`,
    requestHandler: { httpAgent: new Agent({ lookup }) },
    hostsLookedUp,
  };
}
