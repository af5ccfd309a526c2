-- Issue 39 item 6: Web Push subscriptions (one per endpoint, gone with their session), and when
-- each notification was pushed. Messages older than this migration count as pushed. Re-runnable,
-- as every migration from 0015 (scripts/deploy.test.mjs).
CREATE TABLE IF NOT EXISTS "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL CONSTRAINT "push_subscriptions_user_id_user_id_fk" REFERENCES "public"."user"("id") ON DELETE cascade,
	"session_id" text NOT NULL CONSTRAINT "push_subscriptions_session_id_session_id_fk" REFERENCES "public"."session"("id") ON DELETE cascade,
	"family_id" text NOT NULL CONSTRAINT "push_subscriptions_family_id_families_id_fk" REFERENCES "public"."families"("id") ON DELETE cascade,
	"child_id" uuid CONSTRAINT "push_subscriptions_child_id_children_id_fk" REFERENCES "public"."children"("id") ON DELETE cascade,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_check" CHECK (length("push_subscriptions"."endpoint") <= 1000)
);
--> statement-breakpoint
DO $$ BEGIN
	IF NOT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'notifications' AND column_name = 'pushed_at') THEN
		ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;
		UPDATE "notifications" SET "pushed_at" = "created_at";
	END IF;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_inbox_idx" ON "push_subscriptions" USING btree ("family_id","child_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_push_idx" ON "notifications" USING btree ("deliver_at") WHERE "notifications"."pushed_at" is null;
