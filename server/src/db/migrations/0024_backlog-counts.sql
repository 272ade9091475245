CREATE TABLE "backlog_counts" (
	"squad_id" uuid NOT NULL,
	"status_id" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "backlog_counts_squad_id_status_id_pk" PRIMARY KEY("squad_id","status_id")
);
--> statement-breakpoint
ALTER TABLE "backlog_counts" ADD CONSTRAINT "backlog_counts_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express triggers): backlog_counts follows every insert,
-- delete, and change of squad, sprint or status of a work item, in the same transaction; only
-- items of a squad and of no sprint count. When an update touches two counter rows it locks them
-- in key order, so two opposite changes in one squad cannot deadlock (as action_counts, 0012).
CREATE FUNCTION "backlog_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD."squad_id" IS NOT NULL AND OLD."sprint_id" IS NULL;
  is_now boolean := TG_OP <> 'DELETE' AND NEW."squad_id" IS NOT NULL AND NEW."sprint_id" IS NULL;
BEGIN
  IF was AND is_now AND (OLD."squad_id", OLD."status_id") = (NEW."squad_id", NEW."status_id") THEN
    RETURN NULL;
  END IF;
  IF was AND is_now AND (OLD."squad_id", OLD."status_id") < (NEW."squad_id", NEW."status_id") THEN
    UPDATE "backlog_counts" SET "n" = "n" - 1 WHERE "squad_id" = OLD."squad_id" AND "status_id" = OLD."status_id";
    was := false;
  END IF;
  IF is_now THEN
    INSERT INTO "backlog_counts" ("squad_id", "status_id", "n") VALUES (NEW."squad_id", NEW."status_id", 1)
    ON CONFLICT ("squad_id", "status_id") DO UPDATE SET "n" = "backlog_counts"."n" + 1;
  END IF;
  IF was THEN
    UPDATE "backlog_counts" SET "n" = "n" - 1 WHERE "squad_id" = OLD."squad_id" AND "status_id" = OLD."status_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "work_items_backlog_count_insert_delete" AFTER INSERT OR DELETE ON "work_items"
FOR EACH ROW EXECUTE FUNCTION "backlog_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "work_items_backlog_count_update" AFTER UPDATE OF "squad_id", "sprint_id", "status_id" ON "work_items"
FOR EACH ROW WHEN (OLD."squad_id" IS DISTINCT FROM NEW."squad_id" OR OLD."sprint_id" IS DISTINCT FROM NEW."sprint_id"
  OR OLD."status_id" IS DISTINCT FROM NEW."status_id")
EXECUTE FUNCTION "backlog_counts_follow"();--> statement-breakpoint
INSERT INTO "backlog_counts" ("squad_id", "status_id", "n")
SELECT "squad_id", "status_id", count(*) FROM "work_items"
WHERE "squad_id" IS NOT NULL AND "sprint_id" IS NULL GROUP BY "squad_id", "status_id";
