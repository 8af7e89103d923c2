-- Each goer's door code: 16 url-safe characters. Rows made before it get theirs from 12 bytes of a
-- random uuid (built into PostgreSQL 13+ and PGlite, no pgcrypto); new rows get theirs from the server.
ALTER TABLE "workshop_going" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "workshop_going" SET "code" = translate(encode(substr(uuid_send(gen_random_uuid()), 1, 12), 'base64'), '+/', '-_');--> statement-breakpoint
ALTER TABLE "workshop_going" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_going" ADD COLUMN "attended_at" timestamp with time zone;
