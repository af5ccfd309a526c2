-- Issue 41 item 1: a task's review (approved, rejected) told to the child, shown on Home until seen. Re-runnable.
ALTER TABLE "notifications" DROP CONSTRAINT IF EXISTS "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('task_reminder', 'submission_waiting', 'achievement_unlocked', 'goal_milestone', 'weekly_report', 'allowance_paid', 'pause_set', 'task_approved', 'task_rejected'));
