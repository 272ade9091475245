import { VOTES, type Vote } from '@squadboard/domain/retro/mood.rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { retroParticipants } from './retro-participants.ts';
import { retros } from './retros.ts';
import { inList, rankKey } from './sql-helpers.ts';

// The live board of a retro: the server owns it and applies each operation in one
// transaction, so what a participant was told is saved survives a crash of the app process.

export const retroColumns = pgTable(
  'retro_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    retroId: uuid('retro_id')
      .notNull()
      .references(() => retros.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** The participant renaming it now; others see it locked. */
    editingBy: uuid('editing_by').references(() => retroParticipants.id, { onDelete: 'set null' }),
    /** When that lock was taken or last renewed: older than EDIT_LOCK.ttlMs, it is free. */
    editingAt: timestamp('editing_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retro_columns_retro_idx').on(t.retroId, t.position)],
);

/** A group of cards of one column: cards dragged onto each other, with a title. */
export const retroCardGroups = pgTable(
  'retro_card_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    retroId: uuid('retro_id')
      .notNull()
      .references(() => retros.id, { onDelete: 'cascade' }),
    columnId: uuid('column_id')
      .notNull()
      .references(() => retroColumns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retro_card_groups_retro_idx').on(t.retroId)],
);

export const retroCards = pgTable(
  'retro_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    retroId: uuid('retro_id')
      .notNull()
      .references(() => retros.id, { onDelete: 'cascade' }),
    columnId: uuid('column_id')
      .notNull()
      .references(() => retroColumns.id, { onDelete: 'cascade' }),
    /** Unused since rank keys; dropped once every reader has moved to `rank`. */
    position: integer('position').notNull().default(0),
    /** Order in its column: a fractional key, so a drag rewrites the moved card only. */
    rank: rankKey('rank').notNull(),
    text: text('text').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => retroParticipants.id, { onDelete: 'cascade' }),
    /** Kept with the card: the PDF and the archive show it even if the participant row goes. */
    authorName: text('author_name').notNull(),
    actionIds: jsonb('action_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The backlog items made from the card (Story, Task or Bug), as actionIds holds its actions. */
    workItemIds: jsonb('work_item_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Its group; a group's cards are all in the group's column. */
    groupId: uuid('group_id').references(() => retroCardGroups.id, { onDelete: 'set null' }),
    editingBy: uuid('editing_by').references(() => retroParticipants.id, { onDelete: 'set null' }),
    editingAt: timestamp('editing_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('retro_cards_retro_idx').on(t.retroId),
    index('retro_cards_column_rank_idx').on(t.columnId, t.rank),
    index('retro_cards_group_idx').on(t.groupId),
  ],
);

export const retroCardLikes = pgTable(
  'retro_card_likes',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => retroCards.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => retroParticipants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.participantId] })],
);

/** One emoji per participant per card (spec 002 §4): choosing again replaces it. */
export const retroCardReactions = pgTable(
  'retro_card_reactions',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => retroCards.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => retroParticipants.id, { onDelete: 'cascade' }),
    emojiId: text('emoji_id').notNull(),
    native: text('native').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.participantId] })],
);

/**
 * Operations applied, by the client's operation id: a retry after a lost acknowledgement finds
 * its first outcome here instead of applying twice.
 */
export const retroOps = pgTable(
  'retro_ops',
  {
    participantId: uuid('participant_id')
      .notNull()
      .references(() => retroParticipants.id, { onDelete: 'cascade' }),
    opId: uuid('op_id').notNull(),
    retroId: uuid('retro_id')
      .notNull()
      .references(() => retros.id, { onDelete: 'cascade' }),
    outcome: jsonb('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.participantId, t.opId] }),
    check('retro_ops_outcome_object', sql`jsonb_typeof(${t.outcome}) = 'object'`),
  ],
);

/**
 * The mood vote at the end (spec 002 §4): one vote per participant, and their answer to
 * 'Is this metric useful?'.
 */
export const retroMoodVotes = pgTable(
  'retro_mood_votes',
  {
    retroId: uuid('retro_id')
      .notNull()
      .references(() => retros.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => retroParticipants.id, { onDelete: 'cascade' }),
    vote: text('vote').$type<Vote>(),
    useful: boolean('useful'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.retroId, t.participantId] }),
    check('retro_mood_votes_vote_check', sql`${t.vote} is null or ${t.vote} in (${inList(VOTES)})`),
  ],
);
