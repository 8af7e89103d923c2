ALTER TABLE "login_throttle" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
-- Per-account counters are replaced by per-(address, account) pairs; the old rows mean nothing now.
DELETE FROM "login_throttle" WHERE "key" LIKE 'acct:%';
