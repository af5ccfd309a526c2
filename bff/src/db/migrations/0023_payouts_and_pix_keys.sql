-- Issue 40 (ADR 070): payouts ('Saque') as a ledger kind of their own, and each child's Pix
-- key. Numbered 0023: 0022 is taken by a change made in parallel. Re-runnable, as every
-- migration from 0015 (scripts/deploy.test.mjs).
ALTER TABLE "transactions" DROP CONSTRAINT IF EXISTS "transactions_type_check";--> statement-breakpoint
-- NOT VALID, then VALIDATE: the check of the whole ledger runs without blocking its writes.
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('task_reward', 'task_reward_reversal', 'goal_deposit', 'goal_refund', 'spending', 'adjustment', 'allowance', 'payout')) NOT VALID;--> statement-breakpoint
ALTER TABLE "transactions" VALIDATE CONSTRAINT "transactions_type_check";--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "pix_keys" (
	"child_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "pix_keys_child_id_children_id_fk" REFERENCES "public"."children"("id") ON DELETE cascade,
	"family_id" text NOT NULL CONSTRAINT "pix_keys_family_id_families_id_fk" REFERENCES "public"."families"("id") ON DELETE cascade,
	"key_type" text NOT NULL,
	"key_value" text NOT NULL,
	"city" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_keys_type_check" CHECK ("pix_keys"."key_type" in ('cpf', 'phone', 'email', 'random')),
	CONSTRAINT "pix_keys_value_check" CHECK (length("pix_keys"."key_value") between 1 and 77),
	CONSTRAINT "pix_keys_city_check" CHECK ("pix_keys"."city" is null or length("pix_keys"."city") <= 15)
);
