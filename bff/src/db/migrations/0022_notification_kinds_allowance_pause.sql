-- Issue 39 item 6: the child's allowance and 'Modo férias' messages (bell and push). Re-runnable.
ALTER TABLE "notifications" DROP CONSTRAINT IF EXISTS "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('task_reminder', 'submission_waiting', 'achievement_unlocked', 'goal_milestone', 'weekly_report', 'allowance_paid', 'pause_set'));
