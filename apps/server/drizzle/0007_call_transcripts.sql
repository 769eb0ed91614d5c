ALTER TABLE "child_progress" ADD COLUMN "transcript" jsonb;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "keep_call_transcripts" boolean DEFAULT false NOT NULL;