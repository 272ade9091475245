CREATE TABLE "action_register_counts" (
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "action_register_counts_customer_id_status_pk" PRIMARY KEY("customer_id","status")
);
--> statement-breakpoint
CREATE TABLE "notification_counts" (
	"user_id" uuid NOT NULL,
	"unread" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_counts_user_id_unread_pk" PRIMARY KEY("user_id","unread")
);
--> statement-breakpoint
CREATE TABLE "retro_counts" (
	"squad_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "retro_counts_squad_id_status_pk" PRIMARY KEY("squad_id","status")
);
--> statement-breakpoint
CREATE TABLE "squad_counts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_customer_id_status_pk" PRIMARY KEY("customer_id","status")
);
--> statement-breakpoint
ALTER TABLE "action_register_counts" ADD CONSTRAINT "action_register_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retro_counts" ADD CONSTRAINT "retro_counts_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_counts" ADD CONSTRAINT "squad_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_counts" ADD CONSTRAINT "user_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express triggers): each counter follows every insert, delete
-- and change of its key of a row, in the same transaction. When an update moves a row between two
-- counter rows it locks them in key order, so two opposite changes cannot deadlock (as
-- backlog_counts, 0024). Super Admins are never listed, so never counted.
CREATE FUNCTION "user_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD."role" <> 'SUPER_ADMIN';
  is_now boolean := TG_OP <> 'DELETE' AND NEW."role" <> 'SUPER_ADMIN';
BEGIN
  IF was AND is_now AND (OLD."customer_id", OLD."status") = (NEW."customer_id", NEW."status") THEN
    RETURN NULL;
  END IF;
  IF was AND is_now AND (OLD."customer_id", OLD."status") < (NEW."customer_id", NEW."status") THEN
    UPDATE "user_counts" SET "n" = "n" - 1 WHERE "customer_id" = OLD."customer_id" AND "status" = OLD."status";
    was := false;
  END IF;
  IF is_now THEN
    INSERT INTO "user_counts" ("customer_id", "status", "n") VALUES (NEW."customer_id", NEW."status", 1)
    ON CONFLICT ("customer_id", "status") DO UPDATE SET "n" = "user_counts"."n" + 1;
  END IF;
  IF was THEN
    UPDATE "user_counts" SET "n" = "n" - 1 WHERE "customer_id" = OLD."customer_id" AND "status" = OLD."status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_count_insert_delete" AFTER INSERT OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "user_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE OF "customer_id", "status", "role" ON "users"
FOR EACH ROW WHEN (OLD."customer_id" IS DISTINCT FROM NEW."customer_id" OR OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."role" IS DISTINCT FROM NEW."role")
EXECUTE FUNCTION "user_counts_follow"();--> statement-breakpoint
INSERT INTO "user_counts" ("customer_id", "status", "n")
SELECT "customer_id", "status", count(*) FROM "users" WHERE "role" <> 'SUPER_ADMIN' GROUP BY "customer_id", "status";--> statement-breakpoint
CREATE FUNCTION "squad_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "squad_counts" ("customer_id", "n") VALUES (NEW."customer_id", 1)
    ON CONFLICT ("customer_id") DO UPDATE SET "n" = "squad_counts"."n" + 1;
  ELSE
    UPDATE "squad_counts" SET "n" = "n" - 1 WHERE "customer_id" = OLD."customer_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "squads_count_insert_delete" AFTER INSERT OR DELETE ON "squads"
FOR EACH ROW EXECUTE FUNCTION "squad_counts_follow"();--> statement-breakpoint
INSERT INTO "squad_counts" ("customer_id", "n")
SELECT "customer_id", count(*) FROM "squads" GROUP BY "customer_id";--> statement-breakpoint
CREATE FUNCTION "action_register_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT';
  is_now boolean := TG_OP <> 'DELETE';
BEGIN
  IF was AND is_now AND (OLD."customer_id", OLD."status") = (NEW."customer_id", NEW."status") THEN
    RETURN NULL;
  END IF;
  IF was AND is_now AND (OLD."customer_id", OLD."status") < (NEW."customer_id", NEW."status") THEN
    UPDATE "action_register_counts" SET "n" = "n" - 1 WHERE "customer_id" = OLD."customer_id" AND "status" = OLD."status";
    was := false;
  END IF;
  IF is_now THEN
    INSERT INTO "action_register_counts" ("customer_id", "status", "n") VALUES (NEW."customer_id", NEW."status", 1)
    ON CONFLICT ("customer_id", "status") DO UPDATE SET "n" = "action_register_counts"."n" + 1;
  END IF;
  IF was THEN
    UPDATE "action_register_counts" SET "n" = "n" - 1 WHERE "customer_id" = OLD."customer_id" AND "status" = OLD."status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "registers_count_insert_delete" AFTER INSERT OR DELETE ON "registers"
FOR EACH ROW EXECUTE FUNCTION "action_register_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "registers_count_update" AFTER UPDATE OF "customer_id", "status" ON "registers"
FOR EACH ROW WHEN (OLD."customer_id" IS DISTINCT FROM NEW."customer_id" OR OLD."status" IS DISTINCT FROM NEW."status")
EXECUTE FUNCTION "action_register_counts_follow"();--> statement-breakpoint
INSERT INTO "action_register_counts" ("customer_id", "status", "n")
SELECT "customer_id", "status", count(*) FROM "registers" GROUP BY "customer_id", "status";--> statement-breakpoint
CREATE FUNCTION "retro_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT';
  is_now boolean := TG_OP <> 'DELETE';
BEGIN
  IF was AND is_now AND (OLD."squad_id", OLD."status") = (NEW."squad_id", NEW."status") THEN
    RETURN NULL;
  END IF;
  IF was AND is_now AND (OLD."squad_id", OLD."status") < (NEW."squad_id", NEW."status") THEN
    UPDATE "retro_counts" SET "n" = "n" - 1 WHERE "squad_id" = OLD."squad_id" AND "status" = OLD."status";
    was := false;
  END IF;
  IF is_now THEN
    INSERT INTO "retro_counts" ("squad_id", "status", "n") VALUES (NEW."squad_id", NEW."status", 1)
    ON CONFLICT ("squad_id", "status") DO UPDATE SET "n" = "retro_counts"."n" + 1;
  END IF;
  IF was THEN
    UPDATE "retro_counts" SET "n" = "n" - 1 WHERE "squad_id" = OLD."squad_id" AND "status" = OLD."status";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "retros_count_insert_delete" AFTER INSERT OR DELETE ON "retros"
FOR EACH ROW EXECUTE FUNCTION "retro_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "retros_count_update" AFTER UPDATE OF "squad_id", "status" ON "retros"
FOR EACH ROW WHEN (OLD."squad_id" IS DISTINCT FROM NEW."squad_id" OR OLD."status" IS DISTINCT FROM NEW."status")
EXECUTE FUNCTION "retro_counts_follow"();--> statement-breakpoint
INSERT INTO "retro_counts" ("squad_id", "status", "n")
SELECT "squad_id", "status", count(*) FROM "retros" GROUP BY "squad_id", "status";--> statement-breakpoint
CREATE FUNCTION "notification_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT';
  is_now boolean := TG_OP <> 'DELETE';
BEGIN
  IF was AND is_now AND (OLD."user_id", OLD."read_at" IS NULL) = (NEW."user_id", NEW."read_at" IS NULL) THEN
    RETURN NULL;
  END IF;
  IF was AND is_now AND (OLD."user_id", OLD."read_at" IS NULL) < (NEW."user_id", NEW."read_at" IS NULL) THEN
    UPDATE "notification_counts" SET "n" = "n" - 1 WHERE "user_id" = OLD."user_id" AND "unread" = (OLD."read_at" IS NULL);
    was := false;
  END IF;
  IF is_now THEN
    INSERT INTO "notification_counts" ("user_id", "unread", "n") VALUES (NEW."user_id", NEW."read_at" IS NULL, 1)
    ON CONFLICT ("user_id", "unread") DO UPDATE SET "n" = "notification_counts"."n" + 1;
  END IF;
  IF was THEN
    UPDATE "notification_counts" SET "n" = "n" - 1 WHERE "user_id" = OLD."user_id" AND "unread" = (OLD."read_at" IS NULL);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_count_insert_delete" AFTER INSERT OR DELETE ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "notification_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "notifications_count_update" AFTER UPDATE OF "user_id", "read_at" ON "notifications"
FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR (OLD."read_at" IS NULL) <> (NEW."read_at" IS NULL))
EXECUTE FUNCTION "notification_counts_follow"();--> statement-breakpoint
INSERT INTO "notification_counts" ("user_id", "unread", "n")
SELECT "user_id", "read_at" IS NULL, count(*) FROM "notifications" GROUP BY "user_id", "read_at" IS NULL;
