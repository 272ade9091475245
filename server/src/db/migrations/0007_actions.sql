CREATE TABLE "actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"squad_id" uuid NOT NULL,
	"retro_id" uuid,
	"card_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"owner_id" uuid,
	"owner_name" text NOT NULL,
	"status" text NOT NULL,
	"priority" text DEFAULT 'Low' NOT NULL,
	"due_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actions_status_check" CHECK ("actions"."status" in ('Open', 'In Progress', 'Closed', 'Deleted')),
	CONSTRAINT "actions_priority_check" CHECK ("actions"."priority" in ('Low', 'Medium', 'High'))
);
--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_retro_id_retros_id_fk" FOREIGN KEY ("retro_id") REFERENCES "public"."retros"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "actions_customer_number_unique" ON "actions" USING btree ("customer_id","number");--> statement-breakpoint
CREATE INDEX "actions_customer_squad_idx" ON "actions" USING btree ("customer_id","squad_id");--> statement-breakpoint
CREATE INDEX "actions_retro_idx" ON "actions" USING btree ("retro_id");