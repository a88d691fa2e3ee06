CREATE TABLE "certificate_fabrics" (
	"certificate_id" integer NOT NULL,
	"fabric_id" integer NOT NULL,
	CONSTRAINT "certificate_fabrics_certificate_id_fabric_id_pk" PRIMARY KEY("certificate_id","fabric_id")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard" text NOT NULL,
	"number" text NOT NULL,
	"issuer" text NOT NULL,
	"scope" jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_dates_ck" CHECK ("certificates"."valid_from" <= "certificates"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"season" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"cover_image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_name_tr_ck" CHECK (coalesce(length(trim(name->>'tr')), 0) > 0),
	CONSTRAINT "collections_kind_ck" CHECK ("collections"."kind" in ('main','capsule')),
	CONSTRAINT "collections_season_ck" CHECK ("collections"."season" ~ '^(SS|AW)[0-9]{2}$' and substr("collections"."season", 3) = lpad(("collections"."year" % 100)::text, 2, '0'))
);
--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "collection_id" integer;--> statement-breakpoint
ALTER TABLE "certificate_fabrics" ADD CONSTRAINT "certificate_fabrics_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_fabrics" ADD CONSTRAINT "certificate_fabrics_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_private_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_fabrics_fabric_idx" ON "certificate_fabrics" USING btree ("fabric_id");--> statement-breakpoint
CREATE INDEX "certificates_valid_idx" ON "certificates" USING btree ("valid_until","valid_from");--> statement-breakpoint
CREATE INDEX "certificates_file_idx" ON "certificates" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "collections_order_idx" ON "collections" USING btree ("year","season","kind","id");--> statement-breakpoint
CREATE INDEX "collections_cover_idx" ON "collections" USING btree ("cover_image_id");--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fabrics_collection_idx" ON "fabrics" USING btree ("collection_id");