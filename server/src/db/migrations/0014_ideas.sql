CREATE TABLE "ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"initiative_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"column" text NOT NULL,
	"rank" text COLLATE "C" NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"feature_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ideas_column_check" CHECK ("ideas"."column" in ('New', 'Exploring', 'Ready', 'Parked'))
);
--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_initiative_id_portfolio_nodes_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."portfolio_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_feature_id_work_items_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."work_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ideas_initiative_column_rank_idx" ON "ideas" USING btree ("initiative_id","column","rank");