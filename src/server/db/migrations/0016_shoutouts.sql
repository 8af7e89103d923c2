CREATE TABLE "shoutout_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"shoutout_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoutout_comments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "shoutout_loves" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"shoutout_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoutout_loves_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "shoutout_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"shoutout_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoutout_messages_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "shoutouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"teacher_id" integer,
	"status" text NOT NULL,
	"teacher_name" text NOT NULL,
	"teacher_country" text DEFAULT '' NOT NULL,
	"student_country" text DEFAULT '' NOT NULL,
	"appreciation" text DEFAULT '' NOT NULL,
	"learnings" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"teacher_video" text DEFAULT '' NOT NULL,
	"occurred" date NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shoutouts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "shoutouts_status" CHECK ("shoutouts"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "shoutout_id" integer;--> statement-breakpoint
ALTER TABLE "shoutout_comments" ADD CONSTRAINT "shoutout_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutout_comments" ADD CONSTRAINT "shoutout_comments_shoutout_id_shoutouts_id_fk" FOREIGN KEY ("shoutout_id") REFERENCES "public"."shoutouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutout_loves" ADD CONSTRAINT "shoutout_loves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutout_loves" ADD CONSTRAINT "shoutout_loves_shoutout_id_shoutouts_id_fk" FOREIGN KEY ("shoutout_id") REFERENCES "public"."shoutouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutout_messages" ADD CONSTRAINT "shoutout_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutout_messages" ADD CONSTRAINT "shoutout_messages_shoutout_id_shoutouts_id_fk" FOREIGN KEY ("shoutout_id") REFERENCES "public"."shoutouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutouts" ADD CONSTRAINT "shoutouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutouts" ADD CONSTRAINT "shoutouts_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shoutout_comments_list" ON "shoutout_comments" USING btree ("shoutout_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shoutout_loves_once" ON "shoutout_loves" USING btree ("shoutout_id","user_id");--> statement-breakpoint
CREATE INDEX "shoutout_loves_list" ON "shoutout_loves" USING btree ("shoutout_id","id");--> statement-breakpoint
CREATE INDEX "shoutout_messages_list" ON "shoutout_messages" USING btree ("shoutout_id","id");--> statement-breakpoint
CREATE INDEX "shoutouts_user_id" ON "shoutouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shoutouts_teacher_id" ON "shoutouts" USING btree ("teacher_id","id");--> statement-breakpoint
CREATE INDEX "shoutouts_status_id" ON "shoutouts" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shoutouts_student_teacher" ON "shoutouts" USING btree ("user_id","teacher_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_shoutout_id_shoutouts_id_fk" FOREIGN KEY ("shoutout_id") REFERENCES "public"."shoutouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_shoutout_once" ON "notifications" USING btree ("shoutout_id","recipient_id","sender_id","type") WHERE "notifications"."shoutout_id" is not null and "notifications"."context" = 1;