-- Issue 38 item 2 (ADR 064): a child's automatic allowance, and its ledger lines of their own
-- type. Re-runnable, as every migration from 0015 (scripts/deploy.test.mjs).
CREATE TABLE IF NOT EXISTS "allowances" (
	"child_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "allowances_child_id_children_id_fk" REFERENCES "public"."children"("id") ON DELETE cascade,
	"family_id" text NOT NULL CONSTRAINT "allowances_family_id_families_id_fk" REFERENCES "public"."families"("id") ON DELETE cascade,
	"amount_cents" integer NOT NULL,
	"period" text NOT NULL,
	"weekday" integer,
	"month_day" integer,
	"goal_share_percent" integer DEFAULT 0 NOT NULL,
	"starts_on" date NOT NULL,
	"last_paid_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allowances_amount_check" CHECK ("allowances"."amount_cents" between 50 and 100000),
	CONSTRAINT "allowances_goal_share_check" CHECK ("allowances"."goal_share_percent" between 0 and 100),
	CONSTRAINT "allowances_period_check" CHECK (("allowances"."period" = 'weekly' and "allowances"."weekday" between 0 and 6 and "allowances"."month_day" is null)
        or ("allowances"."period" = 'monthly' and "allowances"."month_day" between 1 and 28 and "allowances"."weekday" is null))
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT IF EXISTS "transactions_type_check";--> statement-breakpoint
-- NOT VALID, then VALIDATE: the check of the whole ledger runs without blocking its writes.
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('task_reward', 'task_reward_reversal', 'goal_deposit', 'goal_refund', 'spending', 'adjustment', 'allowance')) NOT VALID;--> statement-breakpoint
ALTER TABLE "transactions" VALIDATE CONSTRAINT "transactions_type_check";
