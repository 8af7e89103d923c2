CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "portfolios_search" ON "portfolios" USING gin ("username" gin_trgm_ops,"artist_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "portfolios_name_order" ON "portfolios" USING btree (lower("artist_name"),"id");