ALTER TABLE "families" ADD COLUMN "stripe_price_id" text;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "subscription_plan_name" text;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "subscription_current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "subscription_past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "subscription_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "family_id" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_events_family_idx" ON "stripe_events" USING btree ("family_id");