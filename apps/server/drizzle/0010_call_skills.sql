ALTER TABLE "child_progress" ADD COLUMN "found_emergency_button" text;--> statement-breakpoint
ALTER TABLE "child_progress" ADD COLUMN "said_own_address" text;--> statement-breakpoint
ALTER TABLE "child_progress" ADD CONSTRAINT "child_progress_found_emergency_button_check" CHECK ("child_progress"."found_emergency_button" in ('yes', 'partly', 'no'));--> statement-breakpoint
ALTER TABLE "child_progress" ADD CONSTRAINT "child_progress_said_own_address_check" CHECK ("child_progress"."said_own_address" in ('yes', 'partly', 'no'));