ALTER TABLE "notifications" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "template_values" jsonb;