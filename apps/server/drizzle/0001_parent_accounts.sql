CREATE TABLE "captcha_solutions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "birth_year" integer;--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_at_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "dev_outbox_created_at_idx" ON "dev_outbox" USING btree ("created_at");