ALTER TABLE "exhibitions" ADD COLUMN "hall" text;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "stand" text;