ALTER TABLE "sample_request_items" ADD COLUMN "cut_m" numeric(7, 1);--> statement-breakpoint
ALTER TABLE "sample_request_items" ADD COLUMN "stock_m" numeric(9, 1);--> statement-breakpoint
ALTER TABLE "sample_request_items" ADD COLUMN "cut_status" text;--> statement-breakpoint
ALTER TABLE "sample_request_items" ADD CONSTRAINT "sample_request_items_cut_ck" CHECK ("sample_request_items"."cut_m" is null or ("sample_request_items"."cut_m" >= 1 and "sample_request_items"."colourway" is not null));--> statement-breakpoint
ALTER TABLE "sample_request_items" ADD CONSTRAINT "sample_request_items_cut_status_ck" CHECK ("sample_request_items"."cut_status" is null or ("sample_request_items"."cut_m" is not null and "sample_request_items"."cut_status" in ('reserved','shipped')));