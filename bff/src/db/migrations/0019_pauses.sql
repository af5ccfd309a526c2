-- Issue 38 item 3 ('Modo férias'): a pause of a child or of the whole family. Re-runnable, as
-- every migration from 0015 (scripts/deploy.test.mjs).
CREATE TABLE IF NOT EXISTS "pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" text NOT NULL CONSTRAINT "pauses_family_id_families_id_fk" REFERENCES "public"."families"("id") ON DELETE cascade,
	"child_id" uuid CONSTRAINT "pauses_child_id_children_id_fk" REFERENCES "public"."children"("id") ON DELETE cascade,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pauses_days_check" CHECK ("pauses"."ends_on" >= "pauses"."starts_on" and "pauses"."ends_on" - "pauses"."starts_on" < 366)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "pauses_family_key" ON "pauses" USING btree ("family_id") WHERE "pauses"."child_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "pauses_child_key" ON "pauses" USING btree ("child_id") WHERE "pauses"."child_id" is not null;
