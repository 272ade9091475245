CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "retro_cards" ADD COLUMN "work_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "sprint_id" uuid;--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "sprint_scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "squads" ADD COLUMN "sprint_retro_time" text;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "retro_id" uuid;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "retro_card_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "retros" ADD CONSTRAINT "retros_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retros_sprint_idx" ON "retros" USING btree ("sprint_id");--> statement-breakpoint
ALTER TABLE "squads" ADD CONSTRAINT "squads_sprint_retro_time_check" CHECK ("squads"."sprint_retro_time" is null or "squads"."sprint_retro_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');