CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"shown" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	CONSTRAINT "api_tokens_scopes_ck" CHECK (cardinality("api_tokens"."scopes") > 0 and "api_tokens"."scopes" <@ array['catalogue:read','requests:read','stock:write']::text[])
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "token_id" integer;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_created_idx" ON "api_tokens" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE no action ON UPDATE no action;