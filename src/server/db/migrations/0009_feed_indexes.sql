DROP INDEX "cookings_mention1";--> statement-breakpoint
DROP INDEX "cookings_mention2";--> statement-breakpoint
DROP INDEX "cookings_mention3";--> statement-breakpoint
DROP INDEX "tagged_teachers_portfolio_id";--> statement-breakpoint
DROP INDEX "ct_relations_technique_id";--> statement-breakpoint
CREATE INDEX "cookings_mention1_id" ON "cookings" USING btree ("mention1","id");--> statement-breakpoint
CREATE INDEX "cookings_mention2_id" ON "cookings" USING btree ("mention2","id");--> statement-breakpoint
CREATE INDEX "cookings_mention3_id" ON "cookings" USING btree ("mention3","id");--> statement-breakpoint
CREATE INDEX "tagged_teachers_portfolio_cooking" ON "tagged_teachers" USING btree ("portfolio_id","cooking_id");--> statement-breakpoint
CREATE INDEX "ct_relations_technique_id" ON "ct_relations" USING btree ("technique_id","id");