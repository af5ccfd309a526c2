CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text,
	"username" text,
	"family_id" text,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_role_check" CHECK ("user"."role" is null or "user"."role" in ('parent', 'child'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_achievements" (
	"child_id" uuid NOT NULL,
	"achievement_id" text NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_achievements_child_id_achievement_id_pk" PRIMARY KEY("child_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text DEFAULT 'Nova Criança' NOT NULL,
	"username" text NOT NULL,
	"age" integer NOT NULL,
	"email" text,
	"pin_hash" text,
	"weekly_limit_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"total_earned_cents" integer DEFAULT 0 NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"pending_tasks" integer DEFAULT 0 NOT NULL,
	"completed_today" integer DEFAULT 0 NOT NULL,
	"completed_today_date" date,
	"tasks_completed" integer DEFAULT 0 NOT NULL,
	"pin_failed_count" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "children_age_check" CHECK ("children"."age" between 9 and 18),
	CONSTRAINT "children_balance_check" CHECK ("children"."balance_cents" >= 0),
	CONSTRAINT "children_total_earned_check" CHECK ("children"."total_earned_cents" >= 0),
	CONSTRAINT "children_weekly_limit_check" CHECK ("children"."weekly_limit_cents" >= 0),
	CONSTRAINT "children_counters_check" CHECK ("children"."xp" >= 0 and "children"."level" >= 1 and "children"."streak" >= 0 and "children"."pending_tasks" >= 0 and "children"."completed_today" >= 0 and "children"."tasks_completed" >= 0 and "children"."pin_failed_count" >= 0),
	CONSTRAINT "children_username_check" CHECK ("children"."username" ~ '^[a-z0-9._-]{3,}$')
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_name" text NOT NULL,
	"parent_email" text NOT NULL,
	"phone" text,
	"monthly_budget_cents" integer,
	"subscription_status" text DEFAULT 'inactive' NOT NULL,
	"subscription_mode" text,
	"subscription_interval_count" integer,
	"subscription_activated_at" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"appearance" jsonb DEFAULT '{"theme":"light","language":"pt-BR","currency":"BRL"}'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{"notifications":{"taskReminders":true,"achievementAlerts":true,"weeklyReports":true,"goalMilestones":true},"privacy":{"shareProgressWithFamily":true,"allowPhotoSharing":true,"dataCollection":false}}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "families_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "families_subscription_status_check" CHECK ("families"."subscription_status" in ('active', 'trialing', 'past_due', 'incomplete', 'incomplete_expired', 'canceled', 'unpaid', 'inactive')),
	CONSTRAINT "families_subscription_mode_check" CHECK ("families"."subscription_mode" is null or "families"."subscription_mode" in ('subscription', 'one_time')),
	CONSTRAINT "families_monthly_budget_check" CHECK ("families"."monthly_budget_cents" is null or "families"."monthly_budget_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "limits" (
	"family_id" text PRIMARY KEY NOT NULL,
	"max_weekly_spending_cents" integer DEFAULT 10000 NOT NULL,
	"max_daily_tasks" integer DEFAULT 5 NOT NULL,
	"require_photo_approval" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limits_max_weekly_spending_check" CHECK ("limits"."max_weekly_spending_cents" >= 0),
	CONSTRAINT "limits_max_daily_tasks_check" CHECK ("limits"."max_daily_tasks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"family_id" text NOT NULL,
	"title" text NOT NULL,
	"target_cents" integer NOT NULL,
	"saved_cents" integer DEFAULT 0 NOT NULL,
	"due_date" date,
	"category" text DEFAULT 'Meta' NOT NULL,
	"description" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_target_check" CHECK ("goals"."target_cents" > 0),
	CONSTRAINT "goals_saved_check" CHECK ("goals"."saved_cents" >= 0 and "goals"."saved_cents" <= "goals"."target_cents")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" text NOT NULL,
	"child_id" uuid NOT NULL,
	"task_submission_id" uuid,
	"task_id" uuid,
	"goal_id" uuid,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_before_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"source" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('task_reward', 'task_reward_reversal', 'goal_deposit', 'goal_refund', 'spending', 'adjustment')),
	CONSTRAINT "transactions_source_check" CHECK ("transactions"."source" in ('parent_app', 'child_app', 'system', 'seed')),
	CONSTRAINT "transactions_balance_check" CHECK ("transactions"."balance_after_cents" = "transactions"."balance_before_cents" + "transactions"."amount_cents" and "transactions"."balance_before_cents" >= 0 and "transactions"."balance_after_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" text NOT NULL,
	"child_id" uuid NOT NULL,
	"task_id" uuid,
	"child_name" text NOT NULL,
	"child_age" integer NOT NULL,
	"task_title" text NOT NULL,
	"task_description" text,
	"category" text NOT NULL,
	"value_cents" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"photo_path" text,
	"requires_photo" boolean DEFAULT false NOT NULL,
	"requires_approval" boolean DEFAULT true NOT NULL,
	"notes" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"reviewed_by" text,
	"reward_credited_at_completion" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_submissions_status_check" CHECK ("task_submissions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "task_submissions_value_check" CHECK ("task_submissions"."value_cents" > 0),
	CONSTRAINT "task_submissions_approved_check" CHECK ("task_submissions"."approved" = ("task_submissions"."status" = 'approved'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_assignments" (
	"task_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	CONSTRAINT "task_assignments_task_id_child_id_pk" PRIMARY KEY("task_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"value_cents" integer NOT NULL,
	"category" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"requires_photo" boolean DEFAULT false NOT NULL,
	"requires_approval" boolean DEFAULT true NOT NULL,
	"due_date" date,
	"time_limit" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_type" text,
	"recurrence_parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_recurrence_parent_id_unique" UNIQUE("recurrence_parent_id"),
	CONSTRAINT "tasks_value_check" CHECK ("tasks"."value_cents" > 0),
	CONSTRAINT "tasks_title_check" CHECK (length(trim("tasks"."title")) > 0),
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "tasks_recurring_type_check" CHECK ("tasks"."recurring_type" is null or "tasks"."recurring_type" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "tasks_time_limit_check" CHECK ("tasks"."time_limit" is null or "tasks"."time_limit" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_achievements" ADD CONSTRAINT "child_achievements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limits" ADD CONSTRAINT "limits_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_task_submission_id_task_submissions_id_fk" FOREIGN KEY ("task_submission_id") REFERENCES "public"."task_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD CONSTRAINT "task_assignments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD CONSTRAINT "task_assignments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_recurrence_parent_id_tasks_id_fk" FOREIGN KEY ("recurrence_parent_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_family_id_idx" ON "user" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "children_family_id_idx" ON "children" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "children_family_username_key" ON "children" USING btree ("family_id","username");--> statement-breakpoint
CREATE INDEX "goals_child_id_idx" ON "goals" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "goals_family_id_idx" ON "goals" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "transactions_child_created_idx" ON "transactions" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_family_created_idx" ON "transactions" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_submission_type_key" ON "transactions" USING btree ("task_submission_id","type") WHERE "transactions"."task_submission_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_child_idempotency_key" ON "transactions" USING btree ("child_id","idempotency_key") WHERE "transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "task_submissions_family_status_idx" ON "task_submissions" USING btree ("family_id","status","completed_at");--> statement-breakpoint
CREATE INDEX "task_submissions_child_idx" ON "task_submissions" USING btree ("child_id","completed_at");--> statement-breakpoint
CREATE INDEX "task_submissions_task_idx" ON "task_submissions" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_submissions_one_pending_key" ON "task_submissions" USING btree ("task_id","child_id") WHERE "task_submissions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "task_submissions_idempotency_key" ON "task_submissions" USING btree ("child_id","idempotency_key") WHERE "task_submissions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "task_assignments_child_id_idx" ON "task_assignments" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "tasks_family_created_idx" ON "tasks" USING btree ("family_id","created_at" desc,"id" desc);