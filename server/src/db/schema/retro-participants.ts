import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { retros } from './retros.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/**
 * NEW: a guest who has a pass but never knocked; WAITING: asked to be let in; ADMITTED: let in
 * (rejoins without waiting); DECLINED: turned away (may knock again).
 */
export const PARTICIPANT_STATUSES = ['NEW', 'WAITING', 'ADMITTED', 'DECLINED'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/**
 * Everyone who asked to enter a retro room: a signed-in user (user_id) or a guest (holder of a
 * pass whose SHA-256 is guest_token_hash). The admission decision lives here, not in a server's
 * memory, so every node and every later connection sees it; first_admitted_at and
 * last_joined_at are the attendance record (spec 002 §3).
 */
export const retroParticipants = pgTable(
  'retro_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    retroId: uuid('retro_id')
      .notNull()
      .references(() => retros.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    name: text('name').notNull(),
    status: text('status').$type<ParticipantStatus>().notNull(),
    /** Set when declined: knocking again shows the admin a returning person. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    firstAdmittedAt: timestamp('first_admitted_at', { withTimezone: true }),
    lastJoinedAt: timestamp('last_joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('retro_participants_status_check', sql`${t.status} in (${inList(PARTICIPANT_STATUSES)})`),
    check('retro_participants_identity_check', sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
    uniqueIndex('retro_participants_user_unique').on(t.retroId, t.userId),
    uniqueIndex('retro_participants_guest_token_unique').on(t.guestTokenHash),
    index('retro_participants_retro_status_idx').on(t.retroId, t.status),
  ],
);

export type RetroParticipantRow = typeof retroParticipants.$inferSelect;
