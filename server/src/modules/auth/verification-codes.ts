import { LIMITS } from '@squadboard/domain';
import type { CodePurpose } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { AuthRepository } from './auth.repository.ts';
import { hashCode, newNumericCode, sameHash } from './secrets.ts';

/** Creates (or replaces) the user's live code for `purpose` and returns it for the mail. */
export async function issueCode(repo: AuthRepository, userId: string, purpose: CodePurpose): Promise<string> {
  const code = newNumericCode();
  await repo.saveCode({
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code),
    expiresAt: new Date(Date.now() + LIMITS.codeTtlMinutes * 60_000),
  });
  return code;
}

/**
 * Checks a code, spending one attempt first. The spend is committed even when the request
 * then fails: it is the point of the attempt limit. The last wrong guess locks the code.
 */
export async function checkCode(
  repo: AuthRepository,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const now = new Date();
  const spent = await repo.spendCodeAttempt(userId, purpose, LIMITS.codeMaxAttempts, now);
  if (!spent) {
    const current = await repo.findCode(userId, purpose);
    if (current && (current.locked || current.attempts >= LIMITS.codeMaxAttempts)) {
      throw appError('CODE_LOCKED');
    }
    // No code at all (never sent, or already used) also needs a new one.
    throw appError('CODE_EXPIRED');
  }
  if (!sameHash(spent.codeHash, hashCode(userId, purpose, code))) {
    if (spent.attempts >= LIMITS.codeMaxAttempts) {
      await repo.lockCode(userId, purpose);
    }
    throw appError('CODE_MISMATCH', purpose);
  }
}
