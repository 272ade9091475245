CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"initiative_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"milestone" text DEFAULT 'None' NOT NULL,
	"refinement_date" date,
	"design_date" date,
	"build_date" date,
	"test_date" date,
	"uat_date" date,
	"live_date" date,
	"release_train_manager_id" uuid,
	"release_train_manager_name" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_status_check" CHECK ("releases"."status" in ('Scheduled', 'In Progress', 'At Risk', 'Canceled', 'Completed', 'Deleted')),
	CONSTRAINT "releases_milestone_check" CHECK ("releases"."milestone" in ('None', 'Bronze', 'Silver', 'Gold'))
);
--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_initiative_id_portfolio_nodes_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."portfolio_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_release_train_manager_id_users_id_fk" FOREIGN KEY ("release_train_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_initiative_name_idx" ON "releases" USING btree ("customer_id","initiative_id",lower("name")) WHERE "releases"."status" <> 'Deleted';--> statement-breakpoint
CREATE INDEX "releases_customer_idx" ON "releases" USING btree ("customer_id","initiative_id","created_at");