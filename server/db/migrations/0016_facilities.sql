CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kinds" text[] NOT NULL,
	"ownership" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"gln" text,
	"os_id" text,
	"description" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_description_tr_ck" CHECK (coalesce(length(trim(description->>'tr')), 0) > 0),
	CONSTRAINT "facilities_kinds_ck" CHECK (cardinality("facilities"."kinds") > 0 and "facilities"."kinds" <@ array['spinning','weaving','dyeing','printing','finishing','making_up']::text[]),
	CONSTRAINT "facilities_ownership_ck" CHECK ("facilities"."ownership" in ('own','partner')),
	CONSTRAINT "facilities_country_ck" CHECK ("facilities"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "facilities_gln_ck" CHECK ("facilities"."gln" ~ '^[0-9]{13}$'),
	CONSTRAINT "facilities_os_id_ck" CHECK ("facilities"."os_id" ~ '^[A-Z]{2}[A-Z0-9]{13}$')
);
--> statement-breakpoint
CREATE TABLE "facility_certificates" (
	"facility_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	CONSTRAINT "facility_certificates_facility_id_certificate_id_pk" PRIMARY KEY("facility_id","certificate_id")
);
--> statement-breakpoint
ALTER TABLE "facility_certificates" ADD CONSTRAINT "facility_certificates_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_certificates" ADD CONSTRAINT "facility_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_certificates_certificate_idx" ON "facility_certificates" USING btree ("certificate_id");