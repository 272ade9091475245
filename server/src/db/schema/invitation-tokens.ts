import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The token of an invitation link. One per user: inviting again replaces the row, which voids the
 * previous link. Only the SHA-256 of the token is stored, so a database leak claims no account.
 * `used_at` is set when a sign-up claims the account with it; a used token never works again.
 */
export const invitationTokens = pgTable('invitation_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InvitationTokenRow = typeof invitationTokens.$inferSelect;
