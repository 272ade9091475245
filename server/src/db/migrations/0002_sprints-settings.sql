CREATE TABLE "sprint_cadences" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"enterprise" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"squad_id" uuid,
	"name" text NOT NULL,
	"number" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"working_days" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sprints_dates_check" CHECK ("sprints"."end_date" >= "sprints"."start_date"),
	CONSTRAINT "sprints_working_days_check" CHECK ("sprints"."working_days" >= 1),
	CONSTRAINT "sprints_number_check" CHECK (("sprints"."squad_id" is null) = ("sprints"."number" is not null))
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"working_hours" numeric(4, 2),
	"currency" text,
	"release_notification" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_hours_check" CHECK ("company_settings"."working_hours" > 0 and "company_settings"."working_hours" <= 24),
	CONSTRAINT "company_settings_currency_check" CHECK ("company_settings"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "sprint_cadences" ADD CONSTRAINT "sprint_cadences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_cadences" ADD CONSTRAINT "sprint_cadences_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprints" ADD CONSTRAINT "sprints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprints" ADD CONSTRAINT "sprints_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprints" ADD CONSTRAINT "sprints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sprints_enterprise_number_unique" ON "sprints" USING btree ("customer_id","number") WHERE "sprints"."squad_id" is null;--> statement-breakpoint
CREATE INDEX "sprints_customer_squad_end_idx" ON "sprints" USING btree ("customer_id","squad_id","end_date");--> statement-breakpoint
CREATE INDEX "sprints_squad_idx" ON "sprints" USING btree ("squad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_settings_customer_unique" ON "company_settings" USING btree ("customer_id");