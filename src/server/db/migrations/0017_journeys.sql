CREATE TABLE "journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"occurred" date NOT NULL,
	"photo1" text NOT NULL,
	"photo2" text DEFAULT '' NOT NULL,
	"photo3" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"youtube" text DEFAULT '' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_highlight" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journeys_user_id" ON "journeys" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "journeys_public_id" ON "journeys" USING btree ("is_private","id");