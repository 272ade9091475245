ALTER TABLE "sprint_runs" ADD COLUMN "start_item_ids" uuid[];--> statement-breakpoint
ALTER TABLE "sprint_runs" ADD COLUMN "carried_item_ids" uuid[];