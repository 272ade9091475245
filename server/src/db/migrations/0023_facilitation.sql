CREATE TABLE "retro_card_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retro_id" uuid NOT NULL,
	"column_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retro_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"squad_id" uuid NOT NULL,
	"name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retro_cards" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "phase" text;--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "vote_budget" integer;--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "discuss_id" uuid;--> statement-breakpoint
ALTER TABLE "retros" ADD COLUMN "facilitator_id" uuid;--> statement-breakpoint
ALTER TABLE "retro_card_groups" ADD CONSTRAINT "retro_card_groups_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_card_groups" ADD CONSTRAINT "retro_card_groups_column_id_retro_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."retro_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_templates" ADD CONSTRAINT "retro_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_templates" ADD CONSTRAINT "retro_templates_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_templates" ADD CONSTRAINT "retro_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retro_card_groups_retro_idx" ON "retro_card_groups" USING btree ("retro_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retro_templates_squad_name_unique" ON "retro_templates" USING btree ("squad_id",lower("name"));--> statement-breakpoint
CREATE INDEX "retro_templates_customer_idx" ON "retro_templates" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "retro_cards" ADD CONSTRAINT "retro_cards_group_id_retro_card_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."retro_card_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retros" ADD CONSTRAINT "retros_facilitator_id_users_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retro_cards_group_idx" ON "retro_cards" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "retros" ADD CONSTRAINT "retros_phase_check" CHECK ("retros"."phase" is null or "retros"."phase" in ('write', 'reveal', 'group', 'vote', 'discuss', 'actions'));--> statement-breakpoint
ALTER TABLE "retros" ADD CONSTRAINT "retros_vote_budget_check" CHECK ("retros"."vote_budget" is null or "retros"."vote_budget" between 1 and 20);