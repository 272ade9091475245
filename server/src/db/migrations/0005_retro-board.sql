CREATE TABLE "retro_card_likes" (
	"card_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retro_card_likes_card_id_participant_id_pk" PRIMARY KEY("card_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "retro_card_reactions" (
	"card_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"emoji_id" text NOT NULL,
	"native" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retro_card_reactions_card_id_participant_id_pk" PRIMARY KEY("card_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "retro_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retro_id" uuid NOT NULL,
	"column_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"action_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"editing_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retro_columns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retro_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"editing_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retro_ops" (
	"participant_id" uuid NOT NULL,
	"op_id" uuid NOT NULL,
	"retro_id" uuid NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retro_ops_participant_id_op_id_pk" PRIMARY KEY("participant_id","op_id"),
	CONSTRAINT "retro_ops_outcome_object" CHECK (jsonb_typeof("retro_ops"."outcome") = 'object')
);
--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "blur" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "timer_seconds" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "timer_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retro_card_likes" ADD CONSTRAINT "retro_card_likes_card_id_retro_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."retro_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_card_likes" ADD CONSTRAINT "retro_card_likes_participant_id_retro_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."retro_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_card_reactions" ADD CONSTRAINT "retro_card_reactions_card_id_retro_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."retro_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_card_reactions" ADD CONSTRAINT "retro_card_reactions_participant_id_retro_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."retro_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_cards" ADD CONSTRAINT "retro_cards_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_cards" ADD CONSTRAINT "retro_cards_column_id_retro_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."retro_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_cards" ADD CONSTRAINT "retro_cards_author_id_retro_participants_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."retro_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_cards" ADD CONSTRAINT "retro_cards_editing_by_retro_participants_id_fk" FOREIGN KEY ("editing_by") REFERENCES "public"."retro_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_columns" ADD CONSTRAINT "retro_columns_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_columns" ADD CONSTRAINT "retro_columns_editing_by_retro_participants_id_fk" FOREIGN KEY ("editing_by") REFERENCES "public"."retro_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_ops" ADD CONSTRAINT "retro_ops_participant_id_retro_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."retro_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_ops" ADD CONSTRAINT "retro_ops_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retro_cards_retro_idx" ON "retro_cards" USING btree ("retro_id");--> statement-breakpoint
CREATE INDEX "retro_cards_column_idx" ON "retro_cards" USING btree ("column_id","position");--> statement-breakpoint
CREATE INDEX "retro_columns_retro_idx" ON "retro_columns" USING btree ("retro_id","position");--> statement-breakpoint
-- Retros created before the board existed get their chosen columns as board columns.
INSERT INTO "retro_columns" ("retro_id", "name", "position")
SELECT r."id", c."value", (c."ordinality" - 1)::integer
FROM "retros" r, jsonb_array_elements_text(r."columns") WITH ORDINALITY AS c("value", "ordinality");
