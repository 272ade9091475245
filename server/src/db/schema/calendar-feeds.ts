import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's private calendar address (their squads' retros and sprint dates as an iCalendar
 * feed). One per person: making a new address replaces the row, which voids the old one, and
 * revoking deletes it. Only the SHA-256 of the token is stored, as with sessions, so a database
 * leak opens no feed. A feed is read by calendar apps without a cookie: the token is the key.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash)],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
