import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const CODE_PURPOSES = ['ACTIVATION', 'RESET'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** One live code per user and purpose: sending a new code replaces the row (and its attempt count). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.purpose] }),
    check('verification_codes_purpose_check', sql`${t.purpose} in ('ACTIVATION', 'RESET')`),
  ],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
