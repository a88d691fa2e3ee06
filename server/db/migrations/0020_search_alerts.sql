CREATE TABLE "search_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"query" text NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"seen_until" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_alerts_language_ck" CHECK ("search_alerts"."language" in ('tr','en','de','es','fr'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_ck";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_confirm_uq" ON "search_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_unsubscribe_uq" ON "search_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "search_alerts_email_idx" ON "search_alerts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "search_alerts_confirmed_idx" ON "search_alerts" USING btree ("confirmed_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_ck" CHECK ("mail_outbox"."kind" in ('contact_message','job_application','meeting_request','meeting_confirmation','meeting_reply','sample_request','sample_confirmation','sample_reply','alert_confirmation','alert_digest'));