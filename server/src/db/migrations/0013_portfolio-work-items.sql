CREATE TABLE "acronym_counters" (
	"customer_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "acronym_counters_customer_id_prefix_pk" PRIMARY KEY("customer_id","prefix")
);
--> statement-breakpoint
CREATE TABLE "portfolio_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"level" text NOT NULL,
	"parent_id" uuid,
	"title" text NOT NULL,
	"acronym" text NOT NULL,
	"acronym_number" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"owner_name" text NOT NULL,
	"planned_start" date,
	"planned_end" date,
	"status" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_nodes_level_check" CHECK ("portfolio_nodes"."level" in ('Initiative', 'Project')),
	CONSTRAINT "portfolio_nodes_status_check" CHECK ("portfolio_nodes"."status" in ('Not Started', 'In Progress', 'On Hold', 'Completed', 'Cancelled')),
	CONSTRAINT "portfolio_nodes_parent_check" CHECK (("portfolio_nodes"."level" = 'Initiative') = ("portfolio_nodes"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "squad_status_configs" (
	"squad_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"statuses" smallint[] NOT NULL,
	"columns" jsonb NOT NULL,
	"backlog" smallint[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squad_status_configs_columns_check" CHECK (jsonb_typeof("squad_status_configs"."columns") = 'object')
);
--> statement-breakpoint
CREATE TABLE "work_item_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"work_item_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"from_status_id" smallint,
	"to_status_id" smallint,
	"summary" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"acronym" text NOT NULL,
	"acronym_number" integer NOT NULL,
	"squad_id" uuid,
	"project_id" uuid,
	"parent_id" uuid,
	"owner_id" uuid,
	"owner_name" text,
	"reporter_id" uuid,
	"sprint_id" uuid,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"priority" smallint DEFAULT 4 NOT NULL,
	"severity" smallint DEFAULT 4 NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"narrative" text,
	"outcome" text,
	"actual_result" text,
	"expected_result" text,
	"planned_start" date,
	"planned_end" date,
	"effort_hours" real,
	"duration_days" real,
	"size" real,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"release_versions" text[] DEFAULT '{}'::text[] NOT NULL,
	"impacted_squad_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rank" text COLLATE "C" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_items_type_check" CHECK ("work_items"."type" in ('Feature', 'Epic', 'Story', 'Task', 'Bug')),
	CONSTRAINT "work_items_status_check" CHECK ("work_items"."status_id" in (1, 4, 6, 7, 8, 9)),
	CONSTRAINT "work_items_priority_check" CHECK ("work_items"."priority" between 1 and 4 and "work_items"."severity" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "acronym_counters" ADD CONSTRAINT "acronym_counters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_nodes" ADD CONSTRAINT "portfolio_nodes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_nodes" ADD CONSTRAINT "portfolio_nodes_parent_id_portfolio_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portfolio_nodes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_nodes" ADD CONSTRAINT "portfolio_nodes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_nodes" ADD CONSTRAINT "portfolio_nodes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_status_configs" ADD CONSTRAINT "squad_status_configs_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_status_configs" ADD CONSTRAINT "squad_status_configs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_history" ADD CONSTRAINT "work_item_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_history" ADD CONSTRAINT "work_item_history_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_history" ADD CONSTRAINT "work_item_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_project_id_portfolio_nodes_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."portfolio_nodes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_parent_id_work_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."work_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_nodes_customer_acronym_idx" ON "portfolio_nodes" USING btree ("customer_id","acronym");--> statement-breakpoint
CREATE INDEX "portfolio_nodes_customer_level_idx" ON "portfolio_nodes" USING btree ("customer_id","level","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_nodes_parent_idx" ON "portfolio_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "work_item_history_item_idx" ON "work_item_history" USING btree ("work_item_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_items_acronym_idx" ON "work_items" USING btree ("customer_id","acronym","acronym_number");--> statement-breakpoint
CREATE INDEX "work_items_backlog_idx" ON "work_items" USING btree ("squad_id","rank","id") WHERE "work_items"."sprint_id" is null;--> statement-breakpoint
CREATE INDEX "work_items_sprint_idx" ON "work_items" USING btree ("sprint_id");--> statement-breakpoint
CREATE INDEX "work_items_parent_idx" ON "work_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "work_items_project_idx" ON "work_items" USING btree ("project_id","type","status_id");--> statement-breakpoint
CREATE INDEX "work_items_customer_type_idx" ON "work_items" USING btree ("customer_id","type");--> statement-breakpoint
ALTER TABLE "register_items" ADD CONSTRAINT "register_items_project_id_portfolio_nodes_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."portfolio_nodes"("id") ON DELETE set null ON UPDATE no action;