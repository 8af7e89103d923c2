CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"cooking_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"video" text NOT NULL,
	"lesson" text DEFAULT '' NOT NULL,
	"access" integer NOT NULL,
	"mention1" integer,
	"mention2" integer,
	"mention3" integer,
	"workshop" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookings_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "cookings_access" CHECK ("cookings"."access" in (1, 3, 5))
);
--> statement-breakpoint
CREATE TABLE "ct_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"cooking_id" integer NOT NULL,
	"technique_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ct_relations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"cooking_id" integer NOT NULL,
	"like_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tagged_teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"cooking_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"idea" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tagged_teachers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "techniques" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"name" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "techniques_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_cooking_id_cookings_id_fk" FOREIGN KEY ("cooking_id") REFERENCES "public"."cookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookings" ADD CONSTRAINT "cookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookings" ADD CONSTRAINT "cookings_mention1_portfolios_id_fk" FOREIGN KEY ("mention1") REFERENCES "public"."portfolios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookings" ADD CONSTRAINT "cookings_mention2_portfolios_id_fk" FOREIGN KEY ("mention2") REFERENCES "public"."portfolios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookings" ADD CONSTRAINT "cookings_mention3_portfolios_id_fk" FOREIGN KEY ("mention3") REFERENCES "public"."portfolios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ct_relations" ADD CONSTRAINT "ct_relations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ct_relations" ADD CONSTRAINT "ct_relations_cooking_id_cookings_id_fk" FOREIGN KEY ("cooking_id") REFERENCES "public"."cookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ct_relations" ADD CONSTRAINT "ct_relations_technique_id_techniques_id_fk" FOREIGN KEY ("technique_id") REFERENCES "public"."techniques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_cooking_id_cookings_id_fk" FOREIGN KEY ("cooking_id") REFERENCES "public"."cookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagged_teachers" ADD CONSTRAINT "tagged_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagged_teachers" ADD CONSTRAINT "tagged_teachers_cooking_id_cookings_id_fk" FOREIGN KEY ("cooking_id") REFERENCES "public"."cookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tagged_teachers" ADD CONSTRAINT "tagged_teachers_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "techniques" ADD CONSTRAINT "techniques_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_cooking_id" ON "comments" USING btree ("cooking_id","id");--> statement-breakpoint
CREATE INDEX "cookings_user_id" ON "cookings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cookings_access_id" ON "cookings" USING btree ("access","id");--> statement-breakpoint
CREATE INDEX "cookings_mention1" ON "cookings" USING btree ("mention1");--> statement-breakpoint
CREATE INDEX "cookings_mention2" ON "cookings" USING btree ("mention2");--> statement-breakpoint
CREATE INDEX "cookings_mention3" ON "cookings" USING btree ("mention3");--> statement-breakpoint
CREATE UNIQUE INDEX "ct_relations_pair" ON "ct_relations" USING btree ("cooking_id","technique_id");--> statement-breakpoint
CREATE INDEX "ct_relations_technique_id" ON "ct_relations" USING btree ("technique_id");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_user_cooking_type" ON "likes" USING btree ("user_id","cooking_id","like_type");--> statement-breakpoint
CREATE INDEX "likes_cooking_id" ON "likes" USING btree ("cooking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tagged_teachers_pair" ON "tagged_teachers" USING btree ("cooking_id","portfolio_id");--> statement-breakpoint
CREATE INDEX "tagged_teachers_portfolio_id" ON "tagged_teachers" USING btree ("portfolio_id");--> statement-breakpoint
CREATE INDEX "techniques_user_id" ON "techniques" USING btree ("user_id","id");