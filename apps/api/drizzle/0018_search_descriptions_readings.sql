-- The search of completed activities matches descriptions and readings too (ILIKE %term%): trigram indexes as activities_name_trgm_idx (0008).
CREATE INDEX "readings_reading_text_trgm_idx" ON "readings" USING gin ("reading_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_description_trgm_idx" ON "activities" USING gin ("description" gin_trgm_ops);