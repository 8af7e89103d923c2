CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"context" integer NOT NULL,
	"type" integer NOT NULL,
	"text" text NOT NULL,
	"plab_id" integer,
	"purchase_id" integer,
	"labroom_message_id" integer,
	"is_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_context" CHECK ("notifications"."context" between 1 and 8),
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_plab_id_published_labs_id_fk" FOREIGN KEY ("plab_id") REFERENCES "public"."published_labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_purchase_id_lab_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."lab_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_labroom_message_id_labroom_messages_id_fk" FOREIGN KEY ("labroom_message_id") REFERENCES "public"."labroom_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient" ON "notifications" USING btree ("recipient_id","id");