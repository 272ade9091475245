DROP INDEX "retro_cards_column_idx";--> statement-breakpoint
ALTER TABLE "retro_cards" ALTER COLUMN "position" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "retro_cards" ADD COLUMN "rank" text COLLATE "C";--> statement-breakpoint
-- Existing cards keep their order: the n-th card of a column gets the rank key 'b' followed by n
-- in two base-62 digits (fractional-indexing's keys with a two-digit integer part; a column holds
-- at most 2,000 cards, fewer than 62²).
WITH ordered AS (
  SELECT "id", row_number() OVER (PARTITION BY "column_id" ORDER BY "position", "created_at", "id") AS n
  FROM "retro_cards"
)
UPDATE "retro_cards" AS c
SET "rank" = 'b'
  || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (o.n / 62)::int + 1, 1)
  || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (o.n % 62)::int + 1, 1)
FROM ordered AS o
WHERE c."id" = o."id";--> statement-breakpoint
ALTER TABLE "retro_cards" ALTER COLUMN "rank" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "retro_cards_column_rank_idx" ON "retro_cards" USING btree ("column_id","rank");
