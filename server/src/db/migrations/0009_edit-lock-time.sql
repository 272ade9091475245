ALTER TABLE "retro_cards" ADD COLUMN "editing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retro_columns" ADD COLUMN "editing_at" timestamp with time zone;