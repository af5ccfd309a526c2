-- Issue 37 item 4 (ADR 061): each rule once, in @portal/domain, computed by the BFF; the
-- database stores, constrains and locks.
--
-- 1. What each São Paulo day of a child adds up to (schema/children.ts `childDays`), kept by
--    the BFF in every movement's transaction. Re-runnable: the deploy test applies 0015 and
--    later again on a database that has them.
CREATE TABLE IF NOT EXISTS "child_days" (
	"child_id" uuid NOT NULL REFERENCES "public"."children"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"activities" integer DEFAULT 0 NOT NULL,
	"tasks_done" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"task_earnings_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "child_days_child_id_day_pk" PRIMARY KEY("child_id","day"),
	CONSTRAINT "child_days_counts_check" CHECK ("child_days"."activities" >= 0 and "child_days"."tasks_done" >= 0 and "child_days"."approved" >= 0 and "child_days"."pending" >= 0)
);
--> statement-breakpoint
-- 2. The days of the history so far, once, for children that have none yet: submissions by
--    the São Paulo day of their completion, ledger lines by that of their entry, counted as
--    @portal/domain's submissionDayFigures and ledgerDayFigures count them (child-days.ts;
--    migrations.test.ts checks this backfill against them).
INSERT INTO "child_days" ("child_id", "day", "activities", "tasks_done", "approved", "pending", "task_earnings_cents")
SELECT history.child_id, history.day, sum(history.activities), sum(history.tasks_done),
       sum(history.approved), sum(history.pending), sum(history.task_earnings)
  FROM (
	SELECT s.child_id, (s.completed_at AT TIME ZONE 'America/Sao_Paulo')::date AS day,
	       (s.status <> 'rejected')::int AS activities, (s.status <> 'rejected')::int AS tasks_done,
	       (s.status = 'approved')::int AS approved, (s.status = 'pending')::int AS pending,
	       0 AS task_earnings
	  FROM "task_submissions" s
	UNION ALL
	SELECT t.child_id, (t.created_at AT TIME ZONE 'America/Sao_Paulo')::date,
	       (t.type = 'adjustment' AND t.amount_cents > 0)::int, 0, 0, 0,
	       CASE WHEN t.type IN ('task_reward', 'task_reward_reversal') THEN t.amount_cents ELSE 0 END
	  FROM "transactions" t
  ) history
 WHERE NOT EXISTS (SELECT 1 FROM "child_days" d WHERE d.child_id = history.child_id)
 GROUP BY history.child_id, history.day
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 3. The plpgsql copies of the rules (migrations 0009–0013: XP, level, achievements, streaks,
--    active days, closed occurrences, the one-statement reviews and completion) and the
--    events a previous release's reviews sent from SQL.
DROP FUNCTION IF EXISTS mesadinha_approve_submission(text, uuid, text, text, timestamptz, date);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_approve_submission(text, uuid, text, text, timestamptz, date, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_reject_submission(text, uuid, text, text, timestamptz, date, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_complete_task;--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_lock_child_for_completion(text, uuid, text, timestamptz);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_completion_print(uuid);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_reached_achievements;--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_streaks(date[], date);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_unstored_achievement(public.children, date, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_notify_review(public.task_submissions, boolean);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_xp_for_reward(integer, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_level_from_xp(integer, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_occurrence_closed(uuid);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_progress_facts(uuid);--> statement-breakpoint
DROP FUNCTION IF EXISTS mesadinha_active_days(uuid);
