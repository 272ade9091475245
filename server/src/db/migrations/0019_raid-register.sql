CREATE TABLE "raid_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"acronym" text NOT NULL,
	"acronym_number" integer NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"priority" text,
	"impact" text,
	"current_likelihood" text,
	"current_consequence" text,
	"treated_likelihood" text,
	"treated_consequence" text,
	"risk_type" text,
	"flag" text,
	"certainty" text,
	"relates_to" text,
	"work_item_id" uuid,
	"relation" text,
	"description" text,
	"plan" text,
	"raised_date" date NOT NULL,
	"due_date" date,
	"level" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"owner_id" uuid,
	"owner_name" text,
	"reporter_id" uuid,
	"reporter_name" text,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raid_items_type_check" CHECK ("raid_items"."type" in ('Risk', 'Issue', 'Dependency', 'Assumption')),
	CONSTRAINT "raid_items_status_check" CHECK ("raid_items"."status" in ('New', 'In Progress', 'In Treatment', 'Accepted', 'Complete', 'Cancelled', 'On Hold')),
	CONSTRAINT "raid_items_level_check" CHECK ("raid_items"."level" in ('Initiative', 'Project')),
	CONSTRAINT "raid_items_priority_check" CHECK ("raid_items"."priority" is null or "raid_items"."priority" in ('Low', 'Medium', 'High')),
	CONSTRAINT "raid_items_impact_check" CHECK ("raid_items"."impact" is null or "raid_items"."impact" in ('None', 'People', 'Customer', 'business', 'reputation', 'Compliance', 'Cost', 'Legal', 'Schedule', 'Scope', 'Benefits')),
	CONSTRAINT "raid_items_current_likelihood_check" CHECK ("raid_items"."current_likelihood" is null or "raid_items"."current_likelihood" in ('Unlikely', 'Possible', 'Likely', 'Almost Certain')),
	CONSTRAINT "raid_items_current_consequence_check" CHECK ("raid_items"."current_consequence" is null or "raid_items"."current_consequence" in ('Very low', 'Low', 'Moderate', 'Major', 'Extreme')),
	CONSTRAINT "raid_items_treated_likelihood_check" CHECK ("raid_items"."treated_likelihood" is null or "raid_items"."treated_likelihood" in ('Unlikely', 'Possible', 'Likely', 'Almost Certain')),
	CONSTRAINT "raid_items_treated_consequence_check" CHECK ("raid_items"."treated_consequence" is null or "raid_items"."treated_consequence" in ('Very low', 'Low', 'Moderate', 'Major', 'Extreme')),
	CONSTRAINT "raid_items_risk_type_check" CHECK ("raid_items"."risk_type" is null or "raid_items"."risk_type" in ('None', 'Delivery', 'Delivered')),
	CONSTRAINT "raid_items_flag_check" CHECK ("raid_items"."flag" is null or "raid_items"."flag" in ('Green', 'Amber', 'Red')),
	CONSTRAINT "raid_items_certainty_check" CHECK ("raid_items"."certainty" is null or "raid_items"."certainty" in ('Low', 'Medium', 'High')),
	CONSTRAINT "raid_items_relates_to_check" CHECK ("raid_items"."relates_to" is null or "raid_items"."relates_to" in ('Feature', 'Epic', 'Story', 'Task', 'Bug')),
	CONSTRAINT "raid_items_relation_check" CHECK ("raid_items"."relation" is null or "raid_items"."relation" in ('None', 'FS: Finish to Start', 'SF: Start to Finish', 'FF: Finish to Finish'))
);
--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_subject_kind_check";--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_subject_kind_check";--> statement-breakpoint
ALTER TABLE "raid_items" ADD CONSTRAINT "raid_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raid_items" ADD CONSTRAINT "raid_items_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raid_items" ADD CONSTRAINT "raid_items_parent_id_portfolio_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portfolio_nodes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raid_items" ADD CONSTRAINT "raid_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raid_items" ADD CONSTRAINT "raid_items_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raid_items" ADD CONSTRAINT "raid_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raid_items_customer_acronym_idx" ON "raid_items" USING btree ("customer_id","acronym","acronym_number");--> statement-breakpoint
CREATE INDEX "raid_items_customer_raised_idx" ON "raid_items" USING btree ("customer_id","raised_date");--> statement-breakpoint
CREATE INDEX "raid_items_parent_idx" ON "raid_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "raid_items_work_item_idx" ON "raid_items" USING btree ("work_item_id");--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_subject_kind_check" CHECK ("attachments"."subject_kind" in ('work_item', 'raid_item'));--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_subject_kind_check" CHECK ("comments"."subject_kind" in ('work_item', 'raid_item'));