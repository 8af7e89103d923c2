ALTER TABLE "notifications" DROP CONSTRAINT "notifications_context";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
CREATE INDEX "notifications_workshop" ON "notifications" USING btree ("workshop_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_context" CHECK ("notifications"."context" between 1 and 10);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" between 1 and 10);