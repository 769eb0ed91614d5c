ALTER TABLE "session" ADD COLUMN "two_factor_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Trusted devices are refused from now on (ADR 033): any device trusted before stops skipping the second step.
DELETE FROM "verification" WHERE "identifier" LIKE 'trust-device-%';
