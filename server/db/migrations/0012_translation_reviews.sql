CREATE TABLE "translation_reviews" (
	"entity" text NOT NULL,
	"record_id" integer NOT NULL,
	"field" text NOT NULL,
	"lng" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_reviews_entity_record_id_field_lng_pk" PRIMARY KEY("entity","record_id","field","lng"),
	CONSTRAINT "translation_reviews_lng_ck" CHECK ("translation_reviews"."lng" in ('en','de','es','fr'))
);
