-- An instance's log is read in time order, then in the order written for lines of one time:
-- lines written with given times (a seed, an import) read in the order they happened.
DROP INDEX "engine_log_instance_idx";--> statement-breakpoint
CREATE INDEX "engine_log_instance_idx" ON "engine_log" USING btree ("tenant_id","process_instance_id","timestamp","id");