CREATE TABLE "fabric_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"fabric_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fabric_reports" ADD CONSTRAINT "fabric_reports_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_reports" ADD CONSTRAINT "fabric_reports_file_id_private_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fabric_reports_fabric_idx" ON "fabric_reports" USING btree ("fabric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fabric_reports_file_uq" ON "fabric_reports" USING btree ("file_id");