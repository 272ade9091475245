CREATE TABLE "retros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"squad_id" uuid NOT NULL,
	"meeting_id" text NOT NULL,
	"title" text NOT NULL,
	"template" text NOT NULL,
	"columns" jsonb NOT NULL,
	"start_type" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"status" text NOT NULL,
	"mood" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retros_status_check" CHECK ("retros"."status" in ('SCHEDULED', 'INPROGRESS', 'COMPLETED', 'ARCHIVED', 'DELETED', 'CANCELLED')),
	CONSTRAINT "retros_template_check" CHECK ("retros"."template" in ('went-well', 'start-stop-continue', 'mad-sad-glad', '4ls', 'custom')),
	CONSTRAINT "retros_start_type_check" CHECK ("retros"."start_type" in ('instant', 'schedule')),
	CONSTRAINT "retros_mood_check" CHECK ("retros"."mood" is null or "retros"."mood" in ('none', 'sad', 'flat', 'happy'))
);
--> statement-breakpoint
ALTER TABLE "retros" ADD CONSTRAINT "retros_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retros" ADD CONSTRAINT "retros_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retros" ADD CONSTRAINT "retros_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retros_meeting_id_unique" ON "retros" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "retros_customer_status_idx" ON "retros" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "retros_squad_scheduled_idx" ON "retros" USING btree ("squad_id","scheduled_at");