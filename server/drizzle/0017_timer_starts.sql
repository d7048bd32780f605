CREATE TABLE "timer_start_job" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"definition_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"activity_id" text NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"cycle" text,
	"repeats_left" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timer_start_job" ADD CONSTRAINT "timer_start_job_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timer_start_job" ADD CONSTRAINT "timer_start_job_definition_id_process_definition_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."process_definition"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timer_start_job_due_idx" ON "timer_start_job" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "timer_start_job_definition_idx" ON "timer_start_job" USING btree ("definition_id");