CREATE TABLE "sample_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"sample_request_id" integer NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sample_request_id" integer NOT NULL,
	"fabric_id" integer,
	"fabric_code" text NOT NULL,
	"fabric_name" text NOT NULL,
	"colourway" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"metres" integer,
	"intended_use" text DEFAULT '' NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'tr' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_requests_status_ck" CHECK ("sample_requests"."status" in ('new','in_progress','sent','closed')),
	CONSTRAINT "sample_requests_kind_ck" CHECK ("sample_requests"."kind" in ('swatch','length')),
	CONSTRAINT "sample_requests_metres_ck" CHECK (("sample_requests"."kind" = 'length') = ("sample_requests"."metres" is not null)),
	CONSTRAINT "sample_requests_country_ck" CHECK ("sample_requests"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_ck";--> statement-breakpoint
ALTER TABLE "sample_replies" ADD CONSTRAINT "sample_replies_sample_request_id_sample_requests_id_fk" FOREIGN KEY ("sample_request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_replies" ADD CONSTRAINT "sample_replies_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_request_items" ADD CONSTRAINT "sample_request_items_sample_request_id_sample_requests_id_fk" FOREIGN KEY ("sample_request_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_request_items" ADD CONSTRAINT "sample_request_items_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_replies_request_idx" ON "sample_replies" USING btree ("sample_request_id","created_at");--> statement-breakpoint
CREATE INDEX "sample_request_items_request_idx" ON "sample_request_items" USING btree ("sample_request_id","position");--> statement-breakpoint
CREATE INDEX "sample_request_items_fabric_idx" ON "sample_request_items" USING btree ("fabric_id");--> statement-breakpoint
CREATE INDEX "sample_requests_created_idx" ON "sample_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sample_requests_status_idx" ON "sample_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sample_requests_country_idx" ON "sample_requests" USING btree ("country");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_ck" CHECK ("mail_outbox"."kind" in ('contact_message','job_application','meeting_request','meeting_confirmation','meeting_reply','sample_request','sample_confirmation','sample_reply'));