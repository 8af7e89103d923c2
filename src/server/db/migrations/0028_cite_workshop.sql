ALTER TABLE "journeys" ADD COLUMN "workshop_id" integer;--> statement-breakpoint
ALTER TABLE "shoutouts" ADD COLUMN "workshop_id" integer;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoutouts" ADD CONSTRAINT "shoutouts_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;