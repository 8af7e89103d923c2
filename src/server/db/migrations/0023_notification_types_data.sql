-- One type per kind of happening, the same for workshops and events, and workshops in a context of
-- their own (src/shared/schemas/notifications.ts has the table). Workshops and events came after
-- notifications kept their template (0015), so each row's template says which kind it is.
UPDATE "notifications" SET "type" = 8 WHERE "workshop_id" IS NOT NULL AND "template" = '{username} asked to enter the room of {title}.';--> statement-breakpoint
UPDATE "notifications" SET "type" = 9 WHERE "workshop_id" IS NOT NULL AND "template" = 'You can enter the room of {title}.';--> statement-breakpoint
UPDATE "notifications" SET "type" = 10 WHERE "workshop_id" IS NOT NULL AND "template" = 'Your request to enter the room of {title} was refused.';--> statement-breakpoint
UPDATE "notifications" SET "type" = 6 WHERE "workshop_id" IS NOT NULL AND "template" = 'The time or venue of {title} changed.';--> statement-breakpoint
UPDATE "notifications" SET "type" = 6 WHERE "event_id" IS NOT NULL AND "template" = '{username} changed the time or place of {title}.';--> statement-breakpoint
UPDATE "notifications" SET "context" = 10 WHERE "workshop_id" IS NOT NULL;
