CREATE TABLE "retro_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retro_id" uuid NOT NULL,
	"user_id" uuid,
	"guest_token_hash" text,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"declined_at" timestamp with time zone,
	"first_admitted_at" timestamp with time zone,
	"last_joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retro_participants_status_check" CHECK ("retro_participants"."status" in ('NEW', 'WAITING', 'ADMITTED', 'DECLINED')),
	CONSTRAINT "retro_participants_identity_check" CHECK (("retro_participants"."user_id" is null) <> ("retro_participants"."guest_token_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "retro_participants" ADD CONSTRAINT "retro_participants_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_participants" ADD CONSTRAINT "retro_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retro_participants_user_unique" ON "retro_participants" USING btree ("retro_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retro_participants_guest_token_unique" ON "retro_participants" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "retro_participants_retro_status_idx" ON "retro_participants" USING btree ("retro_id","status");