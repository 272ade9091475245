CREATE TABLE "sprint_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"sprint_id" uuid NOT NULL,
	"squad_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" uuid,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"committed_items" integer,
	"completed_items" integer,
	"committed_hours" real,
	"completed_hours" real,
	"burndown" jsonb
);
--> statement-breakpoint
ALTER TABLE "sprint_runs" ADD CONSTRAINT "sprint_runs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_runs" ADD CONSTRAINT "sprint_runs_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_runs" ADD CONSTRAINT "sprint_runs_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_runs" ADD CONSTRAINT "sprint_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_runs" ADD CONSTRAINT "sprint_runs_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_runs_sprint_squad_unique" ON "sprint_runs" USING btree ("sprint_id","squad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_runs_one_active_unique" ON "sprint_runs" USING btree ("squad_id") WHERE "sprint_runs"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "sprint_runs_squad_completed_idx" ON "sprint_runs" USING btree ("squad_id","completed_at");