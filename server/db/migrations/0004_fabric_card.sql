ALTER TABLE "fabrics" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "card" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "fabrics_code_uq" ON "fabrics" USING btree ("code");