CREATE TABLE "fabric_deletions" (
	"fabric_id" integer PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fabric_deletions_deleted_idx" ON "fabric_deletions" USING btree ("deleted_at");