CREATE TABLE "workshop_going" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"workshop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"workshop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"workshop_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_requests_status" CHECK ("workshop_requests"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "workshop_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"workshop_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_tokens_workshop_id_unique" UNIQUE("workshop_id")
);
--> statement-breakpoint
CREATE TABLE "workshop_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"workshop_id" integer NOT NULL,
	"cooking_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"title" text NOT NULL,
	"poster" text NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text DEFAULT '' NOT NULL,
	"end_time" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"datetime" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"iglink" text DEFAULT '' NOT NULL,
	"videolink" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"name1" text DEFAULT '' NOT NULL,
	"teacher_id" integer,
	"country1" text DEFAULT '' NOT NULL,
	"info1" text DEFAULT '' NOT NULL,
	"videolink1" text DEFAULT '' NOT NULL,
	"event" integer,
	"uniqueurl" text NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "workshop_id" integer;--> statement-breakpoint
ALTER TABLE "workshop_going" ADD CONSTRAINT "workshop_going_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_going" ADD CONSTRAINT "workshop_going_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_members" ADD CONSTRAINT "workshop_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_members" ADD CONSTRAINT "workshop_members_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_requests" ADD CONSTRAINT "workshop_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_requests" ADD CONSTRAINT "workshop_requests_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_tokens" ADD CONSTRAINT "workshop_tokens_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_videos" ADD CONSTRAINT "workshop_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_videos" ADD CONSTRAINT "workshop_videos_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_videos" ADD CONSTRAINT "workshop_videos_cooking_id_cookings_id_fk" FOREIGN KEY ("cooking_id") REFERENCES "public"."cookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_going_once" ON "workshop_going" USING btree ("workshop_id","user_id");--> statement-breakpoint
CREATE INDEX "workshop_going_user" ON "workshop_going" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_members_once" ON "workshop_members" USING btree ("workshop_id","user_id");--> statement-breakpoint
CREATE INDEX "workshop_members_user" ON "workshop_members" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_requests_once" ON "workshop_requests" USING btree ("workshop_id","user_id");--> statement-breakpoint
CREATE INDEX "workshop_requests_list" ON "workshop_requests" USING btree ("workshop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_videos_once" ON "workshop_videos" USING btree ("workshop_id","cooking_id");--> statement-breakpoint
CREATE INDEX "workshop_videos_list" ON "workshop_videos" USING btree ("workshop_id","id");--> statement-breakpoint
CREATE INDEX "workshops_starts_at" ON "workshops" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "workshops_user_id" ON "workshops" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "workshops_teacher_id" ON "workshops" USING btree ("teacher_id","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;