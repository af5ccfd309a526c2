CREATE TABLE "child_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"pin_failed_count" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_devices_failed_count_check" CHECK ("child_devices"."pin_failed_count" >= 0)
);
--> statement-breakpoint
DROP INDEX "children_family_username_key";--> statement-breakpoint
-- Usernames become unique across families (ADR 016). Where several families used the same
-- username, the oldest child keeps it and every later one gets the first free "-2", "-3", …
-- suffix (the parent sees the new name in the children list), on both children and "user".
DO $$
DECLARE
	dup record;
	candidate text;
	n integer;
BEGIN
	FOR dup IN
		SELECT id, user_id, username FROM (
			SELECT id, user_id, username,
				row_number() OVER (PARTITION BY username ORDER BY created_at, id) AS rank
			FROM "children"
		) ranked WHERE rank > 1
	LOOP
		n := 2;
		LOOP
			candidate := left(dup.username, 24) || '-' || n;
			EXIT WHEN NOT EXISTS (SELECT 1 FROM "children" WHERE username = candidate);
			n := n + 1;
		END LOOP;
		UPDATE "children" SET username = candidate WHERE id = dup.id;
		UPDATE "user" SET username = candidate WHERE id = dup.user_id;
	END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "child_devices" ADD CONSTRAINT "child_devices_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_devices_child_id_idx" ON "child_devices" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "children_username_key" ON "children" USING btree ("username");