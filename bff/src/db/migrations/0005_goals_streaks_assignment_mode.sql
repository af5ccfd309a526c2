ALTER TABLE "children" DROP CONSTRAINT "children_counters_check";--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "streak_date" date;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "best_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "catalogue_id" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "assignment_mode" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_counters_check" CHECK ("children"."xp" >= 0 and "children"."level" >= 1 and "children"."streak" >= 0 and "children"."best_streak" >= 0 and "children"."pending_tasks" >= 0 and "children"."completed_today" >= 0 and "children"."tasks_completed" >= 0 and "children"."pin_failed_count" >= 0);--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_title_check" CHECK (length(trim("goals"."title")) > 0);--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignment_mode_check" CHECK ("tasks"."assignment_mode" in ('each', 'first'));