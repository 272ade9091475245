CREATE TABLE "action_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"retro_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"due_date" date,
	"by_user_id" uuid,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_reviews_outcome_check" CHECK ("action_reviews"."outcome" in ('done', 'open', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "closed_as" text;--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "review_actions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "sprint_panel" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "action_reviews" ADD CONSTRAINT "action_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_reviews" ADD CONSTRAINT "action_reviews_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_reviews" ADD CONSTRAINT "action_reviews_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_reviews" ADD CONSTRAINT "action_reviews_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_reviews_action_idx" ON "action_reviews" USING btree ("action_id","at");--> statement-breakpoint
CREATE INDEX "action_reviews_retro_idx" ON "action_reviews" USING btree ("retro_id","action_id","at");--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_closed_as_check" CHECK ("actions"."closed_as" is null or "actions"."closed_as" in ('done', 'dropped'));--> statement-breakpoint
-- Actions closed before this migration count as done when they were last changed (the best record there is).
UPDATE "actions" SET "closed_at" = "updated_at", "closed_as" = 'done' WHERE "status" = 'Closed';
