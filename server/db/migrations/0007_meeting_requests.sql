CREATE TABLE "meeting_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer,
	"fair_title" text NOT NULL,
	"meeting_date" date NOT NULL,
	"meeting_time" text NOT NULL,
	"company" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'tr' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_requests_status_ck" CHECK ("meeting_requests"."status" in ('new','in_progress','confirmed','closed')),
	CONSTRAINT "meeting_requests_time_ck" CHECK ("meeting_requests"."meeting_time" ~ '^[0-2][0-9]:[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_ck";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment" text;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD CONSTRAINT "meeting_requests_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_requests_created_idx" ON "meeting_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "meeting_requests_status_idx" ON "meeting_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "meeting_requests_exhibition_idx" ON "meeting_requests" USING btree ("exhibition_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_ck" CHECK ("mail_outbox"."kind" in ('contact_message','job_application','meeting_request','meeting_confirmation'));