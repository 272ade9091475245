import path from 'node:path';
import { LIMITS } from '@squadboard/domain';
import { z } from 'zod';

// All settings come from the environment, validated once at start so a typo stops the process
// with a message naming the variable instead of failing later in some request.

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  /** The built web app to serve, absolute; null for web/dist. */
  webDistDir: string | null;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Without a trailing slash, e.g. https://squadboard.example.com */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  cookieSecure: boolean;
  sessionDays: number;
  /** Origins allowed to open a socket.io connection (the page's own origin is always allowed). */
  allowedOrigins: string[];
  staffEmailDomain: string | null;
  contactEmail: string;
  /** Per-minute budget of each sensitive auth endpoint, per address and per account. */
  rateLimitMax: number;
  logLevel: LogLevel;
  /** Trust X-Forwarded-* (only behind a reverse proxy), so the client address is the real one. */
  trustProxy: boolean;
  /** S3-compatible object storage for uploaded files; null keeps them under `${dataDir}/files`. */
  s3: S3Config | null;
  /** Stripe when both keys are set; null uses the built-in test payment provider. */
  stripe: StripeConfig | null;
  sockets: SocketLimits;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in in tests); null is Stripe's own. */
  apiUrl: string | null;
}

/**
 * Live-room sockets, counted across every node through Redis when REDIS_URL is set. A person is a
 * signed-in user or one guest pass; the address is the client's (behind TRUST_PROXY, the
 * forwarded one). One office behind one NAT address shares the address cap, hence its margin.
 */
export interface SocketLimits {
  /** Open sockets per person: a few tabs and devices each. */
  perPerson: number;
  perAddress: number;
  /** One message budget per person across all their sockets: a burst, then a steady rate. */
  messageBurst: number;
  messagesPerSecond: number;
}

export interface S3Config {
  /** e.g. http://minio:9000 or https://s3.eu-west-1.amazonaws.com */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** MinIO and most self-hosted stores need bucket-in-path URLs. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

function int(min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, `expected a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `expected at least ${min}`).max(max, `expected at most ${max}`));
}

function urlWithProtocols(protocols: string[]) {
  return z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );
}

function originOf(url: string): string {
  return new URL(url).origin;
}

const ZEnv = z.object({
  PORT: int(1, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Squadboard <no-reply@squadboard.local>'),
  COOKIE_SECURE: bool.default(false),
  SESSION_DAYS: int(1, 365).default(LIMITS.sessionDays),
  ALLOWED_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(urlWithProtocols(['http:', 'https:'])))
    .optional(),
  STAFF_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'expected a domain such as example.com')
    .optional(),
  CONTACT_EMAIL: z.email('expected an e-mail address').default('support@squadboard.local'),
  RATE_LIMIT_MAX: int(1, 1_000_000).default(10),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: bool.default(false),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:']).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'expected a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: bool.default(true),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'expected a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'expected a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: urlWithProtocols(['http:', 'https:']).optional(),
  SOCKETS_PER_USER: int(1, 10_000).default(20),
  SOCKETS_PER_ADDRESS: int(1, 1_000_000).default(100),
  SOCKET_MESSAGE_BURST: int(1, 1_000_000).default(60),
  SOCKET_MESSAGES_PER_SECOND: int(1, 1_000_000).default(20),
});

/** These four switch S3 storage on together; a partial set is a mistake worth stopping for. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function s3ConfigOf(e: z.infer<typeof ZEnv>): S3Config | null {
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length === S3_REQUIRED.length) {
    return null;
  }
  if (
    missing.length > 0 ||
    !e.S3_ENDPOINT ||
    !e.S3_BUCKET ||
    !e.S3_ACCESS_KEY_ID ||
    !e.S3_SECRET_ACCESS_KEY
  ) {
    throw new ConfigError(
      missing
        .map(
          (name) =>
            `Invalid environment variable ${name}: required when any of ${S3_REQUIRED.join(', ')} is set`,
        )
        .join('\n'),
    );
  }
  return {
    endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** Both Stripe keys switch Stripe on; one without the other is a mistake worth stopping for. */
function stripeConfigOf(e: z.infer<typeof ZEnv>): StripeConfig | null {
  if (!e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    return null;
  }
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(
      `Invalid environment variable ${missing}: required when STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is set`,
    );
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: e.STRIPE_API_URL?.replace(/\/+$/, '') ?? null,
  };
}

/**
 * Pure: builds the configuration from an environment object (process.env or a test's own).
 * Empty values count as unset, as docker-compose and .env files often produce them.
 */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(ZEnv.shape)) {
    const value = env[key]?.trim();
    if (value) {
      cleaned[key] = value;
    }
  }
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = cleaned[name] === undefined ? '' : ` (got "${cleaned[name]}")`;
      return `Invalid environment variable ${name}: ${issue.message}${got}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : null,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    publicUrl,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    cookieSecure: e.COOKIE_SECURE,
    sessionDays: e.SESSION_DAYS,
    allowedOrigins: (e.ALLOWED_ORIGINS ?? [publicUrl]).map(originOf),
    staffEmailDomain: e.STAFF_EMAIL_DOMAIN?.toLowerCase() ?? null,
    contactEmail: e.CONTACT_EMAIL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    s3: s3ConfigOf(e),
    stripe: stripeConfigOf(e),
    sockets: {
      perPerson: e.SOCKETS_PER_USER,
      perAddress: e.SOCKETS_PER_ADDRESS,
      messageBurst: e.SOCKET_MESSAGE_BURST,
      messagesPerSecond: e.SOCKET_MESSAGES_PER_SECOND,
    },
  };
}
