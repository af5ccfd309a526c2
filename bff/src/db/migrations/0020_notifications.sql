-- Issue 38 item 4: the notification centre, and the parent's e-mails it sends. Re-runnable, as
-- every migration from 0015 (scripts/deploy.test.mjs).
CREATE TABLE IF NOT EXISTS "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" text NOT NULL CONSTRAINT "notifications_family_id_families_id_fk" REFERENCES "public"."families"("id") ON DELETE cascade,
	"audience" text NOT NULL,
	"child_id" uuid CONSTRAINT "notifications_child_id_children_id_fk" REFERENCES "public"."children"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"params" jsonb NOT NULL,
	"deliver_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"email_state" text,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_audience_check" CHECK ("notifications"."audience" = 'parent' or "notifications"."child_id" is not null),
	CONSTRAINT "notifications_key_check" CHECK (length("notifications"."key") <= 200),
	CONSTRAINT "notifications_audience_values_check" CHECK ("audience" in ('parent', 'child')),
	CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('task_reminder', 'submission_waiting', 'achievement_unlocked', 'goal_milestone', 'weekly_report')),
	CONSTRAINT "notifications_email_state_check" CHECK ("email_state" is null or ("audience" = 'parent' and "email_state" in ('pending', 'sent', 'failed')))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "notifications_key" ON "notifications" USING btree ("family_id","key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_inbox_idx" ON "notifications" USING btree ("family_id","audience","child_id","deliver_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_email_idx" ON "notifications" USING btree ("email_after") WHERE "notifications"."email_state" = 'pending';
