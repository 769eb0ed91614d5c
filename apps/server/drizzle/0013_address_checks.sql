CREATE TABLE "child_address_checks" (
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"purpose" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "child_address_checks_child_id_day_purpose_pk" PRIMARY KEY("child_id","day","purpose")
);
--> statement-breakpoint
ALTER TABLE "child_address_checks" ADD CONSTRAINT "child_address_checks_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Read-backs of a child's words were cached before (ADR 051); the cache now keeps only scripted lines,
-- which the server prepares again at start.
DELETE FROM "speech_cache";
