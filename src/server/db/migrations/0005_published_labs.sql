CREATE TABLE "lab_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"plab_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"period_days" integer NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_purchases_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "labroom_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"plab_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labroom_messages_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "plab_subs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"plab_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"period_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plab_subs_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "plab_subs_price" CHECK ("plab_subs"."price_cents" >= 0),
	CONSTRAINT "plab_subs_period" CHECK ("plab_subs"."period_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "published_labs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"lab_id" integer NOT NULL,
	"name" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "published_labs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_purchases" ADD CONSTRAINT "lab_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_purchases" ADD CONSTRAINT "lab_purchases_plab_id_published_labs_id_fk" FOREIGN KEY ("plab_id") REFERENCES "public"."published_labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labroom_messages" ADD CONSTRAINT "labroom_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labroom_messages" ADD CONSTRAINT "labroom_messages_plab_id_published_labs_id_fk" FOREIGN KEY ("plab_id") REFERENCES "public"."published_labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plab_subs" ADD CONSTRAINT "plab_subs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plab_subs" ADD CONSTRAINT "plab_subs_plab_id_published_labs_id_fk" FOREIGN KEY ("plab_id") REFERENCES "public"."published_labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_labs" ADD CONSTRAINT "published_labs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_labs" ADD CONSTRAINT "published_labs_lab_id_techniques_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."techniques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_purchases_checkout" ON "lab_purchases" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "lab_purchases_user" ON "lab_purchases" USING btree ("user_id","plab_id");--> statement-breakpoint
CREATE INDEX "lab_purchases_plab" ON "lab_purchases" USING btree ("plab_id","status");--> statement-breakpoint
CREATE INDEX "labroom_messages_plab" ON "labroom_messages" USING btree ("plab_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "plab_subs_plab" ON "plab_subs" USING btree ("plab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "published_labs_lab" ON "published_labs" USING btree ("lab_id");--> statement-breakpoint
CREATE INDEX "published_labs_user_id" ON "published_labs" USING btree ("user_id","id");