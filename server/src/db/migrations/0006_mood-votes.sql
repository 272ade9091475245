CREATE TABLE "retro_mood_votes" (
	"retro_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"vote" text,
	"useful" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retro_mood_votes_retro_id_participant_id_pk" PRIMARY KEY("retro_id","participant_id"),
	CONSTRAINT "retro_mood_votes_vote_check" CHECK ("retro_mood_votes"."vote" is null or "retro_mood_votes"."vote" in ('happy', 'flat', 'sad', 'dismissed', 'not_interested'))
);
--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "vote_result_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retro_mood_votes" ADD CONSTRAINT "retro_mood_votes_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_mood_votes" ADD CONSTRAINT "retro_mood_votes_participant_id_retro_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."retro_participants"("id") ON DELETE cascade ON UPDATE no action;