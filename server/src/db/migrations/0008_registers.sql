CREATE TABLE "register_item_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"owner_id" uuid,
	"owner_name" text NOT NULL,
	"status" text NOT NULL,
	"priority" text DEFAULT 'Low' NOT NULL,
	"due_date" date,
	"project_id" uuid,
	"retro_action_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_items_priority_check" CHECK ("register_items"."priority" in ('Low', 'Medium', 'High'))
);
--> statement-breakpoint
CREATE TABLE "registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"owner_id" uuid,
	"owner_name" text NOT NULL,
	"status" text NOT NULL,
	"created_on" date NOT NULL,
	"statuses" text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registers_status_check" CHECK ("registers"."status" in ('Open', 'Closed', 'Archive', 'Deleted'))
);
--> statement-breakpoint
ALTER TABLE "register_item_comments" ADD CONSTRAINT "register_item_comments_item_id_register_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."register_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_item_comments" ADD CONSTRAINT "register_item_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_items" ADD CONSTRAINT "register_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_items" ADD CONSTRAINT "register_items_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_items" ADD CONSTRAINT "register_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_items" ADD CONSTRAINT "register_items_retro_action_id_actions_id_fk" FOREIGN KEY ("retro_action_id") REFERENCES "public"."actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_items" ADD CONSTRAINT "register_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_item_comments_item_idx" ON "register_item_comments" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "register_items_register_idx" ON "register_items" USING btree ("register_id");--> statement-breakpoint
CREATE INDEX "registers_customer_status_idx" ON "registers" USING btree ("customer_id","status");