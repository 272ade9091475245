ALTER TABLE "work_items" ADD COLUMN "reporter_name" text;--> statement-breakpoint
-- Items reported before keep their reporter's name as the account has it now.
UPDATE "work_items" w SET "reporter_name" = coalesce(nullif(btrim(coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", '')), ''), u."email")
FROM "users" u WHERE u."id" = w."reporter_id";
