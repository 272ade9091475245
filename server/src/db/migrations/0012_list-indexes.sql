-- Substring search indexes (gin_trgm_ops) need pg_trgm: shipped with PostgreSQL, loaded by PGlite
-- at start (db/client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "action_counts" (
	"squad_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "action_counts_squad_id_status_pk" PRIMARY KEY("squad_id","status")
);
--> statement-breakpoint
DROP INDEX "register_item_comments_item_idx";--> statement-breakpoint
DROP INDEX "register_items_register_idx";--> statement-breakpoint
DROP INDEX "registers_customer_status_idx";--> statement-breakpoint
DROP INDEX "actions_customer_squad_idx";--> statement-breakpoint
ALTER TABLE "action_counts" ADD CONSTRAINT "action_counts_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_item_comments_item_created_idx" ON "register_item_comments" USING btree ("item_id","created_at","id");--> statement-breakpoint
CREATE INDEX "register_items_register_created_idx" ON "register_items" USING btree ("register_id","created_at","id");--> statement-breakpoint
CREATE INDEX "register_items_register_status_idx" ON "register_items" USING btree ("register_id","status");--> statement-breakpoint
CREATE INDEX "registers_customer_status_created_idx" ON "registers" USING btree ("customer_id","status","created_on" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "actions_customer_created_idx" ON "actions" USING btree ("customer_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST) WHERE "status" <> 'Deleted';--> statement-breakpoint
CREATE INDEX "actions_customer_status_sort_idx" ON "actions" USING btree ("customer_id",(case "status" when 'Open' then 0 when 'In Progress' then 1 when 'Closed' then 2 else 99 end),(case "priority" when 'Low' then 1 when 'Medium' then 2 when 'High' then 3 else 0 end) desc,"created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST) WHERE "status" <> 'Deleted';--> statement-breakpoint
CREATE INDEX "actions_squad_created_idx" ON "actions" USING btree ("squad_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "actions_title_trgm_idx" ON "actions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "squads_name_trgm_idx" ON "squads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "squads_acronym_trgm_idx" ON "squads" USING gin ("acronym" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_customer_name_idx" ON "users" USING btree ("customer_id",lower(coalesce("first_name", '')),lower(coalesce("last_name", '')),"email");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express triggers): action_counts follows every insert,
-- delete, and change of squad or status of an action, in the same transaction. When an update
-- touches two counter rows it locks them in key order, so two opposite status changes in one
-- squad cannot deadlock.
CREATE FUNCTION "action_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "action_counts" ("squad_id", "status", "n") VALUES (NEW."squad_id", NEW."status", 1)
    ON CONFLICT ("squad_id", "status") DO UPDATE SET "n" = "action_counts"."n" + 1;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE "action_counts" SET "n" = "n" - 1 WHERE "squad_id" = OLD."squad_id" AND "status" = OLD."status";
    RETURN NULL;
  END IF;
  IF (OLD."squad_id", OLD."status") < (NEW."squad_id", NEW."status") THEN
    UPDATE "action_counts" SET "n" = "n" - 1 WHERE "squad_id" = OLD."squad_id" AND "status" = OLD."status";
    INSERT INTO "action_counts" ("squad_id", "status", "n") VALUES (NEW."squad_id", NEW."status", 1)
    ON CONFLICT ("squad_id", "status") DO UPDATE SET "n" = "action_counts"."n" + 1;
  ELSE
    INSERT INTO "action_counts" ("squad_id", "status", "n") VALUES (NEW."squad_id", NEW."status", 1)
    ON CONFLICT ("squad_id", "status") DO UPDATE SET "n" = "action_counts"."n" + 1;
    UPDATE "action_counts" SET "n" = "n" - 1 WHERE "squad_id" = OLD."squad_id" AND "status" = OLD."status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "actions_count_insert_delete" AFTER INSERT OR DELETE ON "actions"
FOR EACH ROW EXECUTE FUNCTION "action_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "actions_count_update" AFTER UPDATE OF "squad_id", "status" ON "actions"
FOR EACH ROW WHEN (OLD."squad_id" IS DISTINCT FROM NEW."squad_id" OR OLD."status" IS DISTINCT FROM NEW."status")
EXECUTE FUNCTION "action_counts_follow"();--> statement-breakpoint
INSERT INTO "action_counts" ("squad_id", "status", "n")
SELECT "squad_id", "status", count(*) FROM "actions" GROUP BY "squad_id", "status";