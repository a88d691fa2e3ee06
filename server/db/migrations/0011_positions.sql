CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"location" text DEFAULT 'İstanbul' NOT NULL,
	"employment_type" text DEFAULT 'FULL_TIME' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"valid_through" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_title_tr_ck" CHECK (coalesce(length(trim(title->>'tr')), 0) > 0),
	CONSTRAINT "positions_employment_type_ck" CHECK ("positions"."employment_type" in ('FULL_TIME','PART_TIME','CONTRACTOR','TEMPORARY','INTERN'))
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "position_id" integer;--> statement-breakpoint
CREATE INDEX "positions_open_idx" ON "positions" USING btree ("open","created_at");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_position_idx" ON "job_applications" USING btree ("position_id");