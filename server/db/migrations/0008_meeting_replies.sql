CREATE TABLE "meeting_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_request_id" integer NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_ck";--> statement-breakpoint
ALTER TABLE "meeting_replies" ADD CONSTRAINT "meeting_replies_meeting_request_id_meeting_requests_id_fk" FOREIGN KEY ("meeting_request_id") REFERENCES "public"."meeting_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_replies" ADD CONSTRAINT "meeting_replies_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_replies_request_idx" ON "meeting_replies" USING btree ("meeting_request_id","created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_ck" CHECK ("mail_outbox"."kind" in ('contact_message','job_application','meeting_request','meeting_confirmation','meeting_reply'));