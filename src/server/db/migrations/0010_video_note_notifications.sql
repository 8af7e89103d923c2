ALTER TABLE "notifications" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "context" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "cooking_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_cooking_id_cookings_id_fk" FOREIGN KEY ("cooking_id") REFERENCES "public"."cookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_cooking_once" ON "notifications" USING btree ("cooking_id","recipient_id","sender_id","type") WHERE "notifications"."cooking_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_product" CHECK (("notifications"."sender_id" is null) = ("notifications"."context" is null and "notifications"."type" is null));