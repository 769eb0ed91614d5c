ALTER TABLE "child_progress" ALTER COLUMN "clarity_score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "child_progress" ALTER COLUMN "calmness_score" DROP NOT NULL;