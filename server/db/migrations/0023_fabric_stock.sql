CREATE TABLE "fabric_stock" (
	"fabric_id" integer NOT NULL,
	"colourway_ref" text NOT NULL,
	"available_dm" integer NOT NULL,
	"next_batch_on" date,
	"next_batch_dm" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabric_stock_fabric_id_colourway_ref_pk" PRIMARY KEY("fabric_id","colourway_ref"),
	CONSTRAINT "fabric_stock_available_ck" CHECK ("fabric_stock"."available_dm" >= 0),
	CONSTRAINT "fabric_stock_next_batch_ck" CHECK ("fabric_stock"."next_batch_dm" is null or "fabric_stock"."next_batch_dm" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"limited_below_m" integer DEFAULT 100 NOT NULL,
	"stale_after_h" integer DEFAULT 48 NOT NULL,
	"last_import_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_settings_single_row_ck" CHECK ("stock_settings"."id" = 1),
	CONSTRAINT "stock_settings_limited_ck" CHECK ("stock_settings"."limited_below_m" > 0),
	CONSTRAINT "stock_settings_stale_ck" CHECK ("stock_settings"."stale_after_h" > 0)
);
--> statement-breakpoint
ALTER TABLE "fabric_stock" ADD CONSTRAINT "fabric_stock_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;