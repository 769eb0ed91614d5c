CREATE TABLE "child_address_practice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"address_version" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"all_right" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_address_practice_slot_check" CHECK ("child_address_practice"."slot" in ('home', 'second'))
);
--> statement-breakpoint
CREATE TABLE "child_home" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"phone_kind" text,
	"home_address" "bytea",
	"home_version" integer DEFAULT 0 NOT NULL,
	"home_changed_at" timestamp with time zone,
	"second_address" "bytea",
	"second_version" integer DEFAULT 0 NOT NULL,
	"second_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_home_phone_kind_check" CHECK ("child_home"."phone_kind" in ('iphone', 'samsung', 'pixel', 'other-android', 'landline'))
);
--> statement-breakpoint
ALTER TABLE "child_address_practice" ADD CONSTRAINT "child_address_practice_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_home" ADD CONSTRAINT "child_home_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_address_practice_child_id_idx" ON "child_address_practice" USING btree ("child_id","slot","created_at");