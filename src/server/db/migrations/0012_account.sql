DROP INDEX "users_username_lower";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "published_labs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username")) WHERE "users"."deleted_at" is null;