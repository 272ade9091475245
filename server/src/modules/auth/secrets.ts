import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { LIMITS } from '@squadboard/domain';

// argon2id with the OWASP minimum (m=19 MiB, t=2, p=1); these are also the library defaults,
// spelled out so a library upgrade cannot silently change them. algorithm 2 = Argon2id.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash of a random password nobody knows, made once per process: sign-in verifies against it
 * when the address has no password, so that answer takes as long as a wrong password's.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 256 bits of randomness, URL-safe: the session cookie, an invitation link. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionIdOf(token: string): string {
  return sha256(token);
}

/** What is stored of an invitation token; the token itself exists only in the mailed link. */
export function invitationHashOf(token: string): string {
  return sha256(token);
}

export function newNumericCode(): string {
  return randomInt(0, 10 ** LIMITS.codeLength)
    .toString()
    .padStart(LIMITS.codeLength, '0');
}

/** Bound to the user and purpose so one stored hash can never verify another account's code. */
export function hashCode(userId: string, purpose: string, code: string): string {
  return sha256(`${userId}:${purpose}:${code}`);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
