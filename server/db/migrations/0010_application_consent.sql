ALTER TABLE "job_applications" ADD COLUMN "talent_pool" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
UPDATE "job_applications" SET "decided_at" = "updated_at" WHERE "status" IN ('accepted','rejected');
