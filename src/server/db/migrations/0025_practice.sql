CREATE TABLE "note_progress" (
	"user_id" integer NOT NULL,
	"cooking_id" integer NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_progress_user_id_cooking_id_pk" PRIMARY KEY("user_id","cooking_id"),
	CONSTRAINT "note_progress_state" CHECK ("note_progress"."state" in ('learning', 'got_it'))
);
--> statement-breakpoint
CREATE TABLE "note_sections" (
	"cooking_id" integer PRIMARY KEY NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "at" integer;--> statement-breakpoint
ALTER TABLE "tagged_teachers" ADD COLUMN "at" integer;--> statement-breakpoint
ALTER TABLE "note_progress" ADD CONSTRAINT "note_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_progress" ADD CONSTRAINT "note_progress_cooking_id_cookings_id_fk" FOREIGN KEY ("cooking_id") REFERENCES "public"."cookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_sections" ADD CONSTRAINT "note_sections_cooking_id_cookings_id_fk" FOREIGN KEY ("cooking_id") REFERENCES "public"."cookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_progress_cooking_id" ON "note_progress" USING btree ("cooking_id","state");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_at" CHECK ("comments"."at" between 0 and 43200);--> statement-breakpoint
ALTER TABLE "tagged_teachers" ADD CONSTRAINT "tagged_teachers_at" CHECK ("tagged_teachers"."at" between 0 and 43200);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type" CHECK ("notifications"."type" between 1 and 13);