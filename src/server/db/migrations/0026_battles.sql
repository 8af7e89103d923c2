CREATE TABLE "battle_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"by_user" integer,
	"from_winner" text NOT NULL,
	"to_winner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_entrants" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"seed" integer,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_helpers" (
	"battle_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"round" integer NOT NULL,
	"position" integer NOT NULL,
	"third_place" boolean DEFAULT false NOT NULL,
	"left_entrant" integer,
	"right_entrant" integer,
	"status" text NOT NULL,
	"voting_round" integer DEFAULT 1 NOT NULL,
	"winner" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "battle_matches_status" CHECK ("battle_matches"."status" in ('waiting', 'ready', 'on', 'decided', 'bye')),
	CONSTRAINT "battle_matches_winner" CHECK ("battle_matches"."winner" in ('left', 'right'))
);
--> statement-breakpoint
CREATE TABLE "battle_members" (
	"battle_id" integer NOT NULL,
	"entrant_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_votes" (
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"voting_round" integer NOT NULL,
	"vote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_votes_vote" CHECK ("battle_votes"."vote" in ('left', 'right', 'tie'))
);
--> statement-breakpoint
CREATE TABLE "prelim_scores" (
	"battle_id" integer NOT NULL,
	"entrant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prelim_scores_score" CHECK ("prelim_scores"."score" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "event_battles" ADD COLUMN "format" text DEFAULT '1v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_battles" ADD COLUMN "entry" text DEFAULT 'closed' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_battles" ADD COLUMN "prelims" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_battles" ADD COLUMN "third_place" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_corrections" ADD CONSTRAINT "battle_corrections_match_id_battle_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."battle_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_corrections" ADD CONSTRAINT "battle_corrections_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_entrants" ADD CONSTRAINT "battle_entrants_battle_id_event_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."event_battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_entrants" ADD CONSTRAINT "battle_entrants_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_entrants" ADD CONSTRAINT "battle_entrants_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_helpers" ADD CONSTRAINT "battle_helpers_battle_id_event_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."event_battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_helpers" ADD CONSTRAINT "battle_helpers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_matches" ADD CONSTRAINT "battle_matches_battle_id_event_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."event_battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_matches" ADD CONSTRAINT "battle_matches_left_entrant_battle_entrants_id_fk" FOREIGN KEY ("left_entrant") REFERENCES "public"."battle_entrants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_matches" ADD CONSTRAINT "battle_matches_right_entrant_battle_entrants_id_fk" FOREIGN KEY ("right_entrant") REFERENCES "public"."battle_entrants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_members" ADD CONSTRAINT "battle_members_battle_id_event_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."event_battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_members" ADD CONSTRAINT "battle_members_entrant_id_battle_entrants_id_fk" FOREIGN KEY ("entrant_id") REFERENCES "public"."battle_entrants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_members" ADD CONSTRAINT "battle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_votes" ADD CONSTRAINT "battle_votes_match_id_battle_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."battle_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_votes" ADD CONSTRAINT "battle_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prelim_scores" ADD CONSTRAINT "prelim_scores_battle_id_event_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."event_battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prelim_scores" ADD CONSTRAINT "prelim_scores_entrant_id_battle_entrants_id_fk" FOREIGN KEY ("entrant_id") REFERENCES "public"."battle_entrants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prelim_scores" ADD CONSTRAINT "prelim_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_corrections_match" ON "battle_corrections" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "battle_entrants_battle" ON "battle_entrants" USING btree ("battle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_helpers_once" ON "battle_helpers" USING btree ("battle_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_matches_place" ON "battle_matches" USING btree ("battle_id","round","position");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_members_once" ON "battle_members" USING btree ("battle_id","user_id");--> statement-breakpoint
CREATE INDEX "battle_members_entrant" ON "battle_members" USING btree ("entrant_id");--> statement-breakpoint
CREATE INDEX "battle_members_user" ON "battle_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_votes_once" ON "battle_votes" USING btree ("match_id","user_id","voting_round");--> statement-breakpoint
CREATE UNIQUE INDEX "prelim_scores_once" ON "prelim_scores" USING btree ("entrant_id","user_id");--> statement-breakpoint
CREATE INDEX "prelim_scores_battle" ON "prelim_scores" USING btree ("battle_id");--> statement-breakpoint
ALTER TABLE "event_battles" ADD CONSTRAINT "event_battles_format" CHECK ("event_battles"."format" in ('1v1', '2v2', '3v3', 'crew'));--> statement-breakpoint
ALTER TABLE "event_battles" ADD CONSTRAINT "event_battles_entry" CHECK ("event_battles"."entry" in ('open', 'closed'));