CREATE TABLE "child_voice_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"words" text NOT NULL,
	"features" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_voice_transforms" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"transform" text NOT NULL,
	"sentences" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_voice_samples" ADD CONSTRAINT "child_voice_samples_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_voice_transforms" ADD CONSTRAINT "child_voice_transforms_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_voice_samples_child_id_created_at_idx" ON "child_voice_samples" USING btree ("child_id","created_at");