CREATE TABLE "activity_instance" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"process_instance_id" text NOT NULL,
	"definition_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"activity_id" text NOT NULL,
	"activity_name" text,
	"activity_type" text NOT NULL,
	"execution_id" text NOT NULL,
	"task_id" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"canceled" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"type" text NOT NULL,
	"total_jobs" integer NOT NULL,
	"jobs_created" integer DEFAULT 0 NOT NULL,
	"completed_jobs" integer DEFAULT 0 NOT NULL,
	"failed_jobs" integer DEFAULT 0 NOT NULL,
	"invocations_per_batch_job" integer DEFAULT 1 NOT NULL,
	"payload" jsonb NOT NULL,
	"create_user_id" text,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"suspended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connector_run" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"process_instance_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"activity_id" text NOT NULL,
	"topic" text NOT NULL,
	"connector_id" integer,
	"connector_name" text NOT NULL,
	"status" text NOT NULL,
	"input" text,
	"output" text,
	"message" text,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connector" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"timeout_ms" integer DEFAULT 30000 NOT NULL,
	"parameters" jsonb NOT NULL,
	"modify_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_stat" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_stat_tenant_id_kind_day_outcome_pk" PRIMARY KEY("tenant_id","kind","day","outcome")
);
--> statement-breakpoint
CREATE TABLE "deployment" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"source" text,
	"deployment_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"source" text NOT NULL,
	"process_instance_id" text,
	"activity_id" text,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_task_log" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"external_task_id" text NOT NULL,
	"topic_name" text NOT NULL,
	"worker_id" text,
	"retries" integer,
	"priority" bigint DEFAULT 0 NOT NULL,
	"error_message" text,
	"activity_id" text NOT NULL,
	"activity_instance_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"process_instance_id" text NOT NULL,
	"definition_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_task" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"topic_name" text NOT NULL,
	"worker_id" text,
	"lock_expiration_time" timestamp with time zone,
	"retries" integer,
	"error_message" text,
	"error_details" text,
	"process_instance_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"activity_instance_id" text NOT NULL,
	"definition_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"business_key" text,
	"priority" bigint DEFAULT 0 NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"incident_type" text NOT NULL,
	"incident_message" text,
	"incident_timestamp" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"state" text DEFAULT 'open' NOT NULL,
	"activity_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"process_instance_id" text NOT NULL,
	"definition_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"configuration" text,
	"annotation" text
);
--> statement-breakpoint
CREATE TABLE "instance_count" (
	"tenant_id" integer NOT NULL,
	"definition_id" text NOT NULL,
	"state" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "instance_count_tenant_id_definition_id_state_pk" PRIMARY KEY("tenant_id","definition_id","state")
);
--> statement-breakpoint
CREATE TABLE "message_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"event_name" text NOT NULL,
	"process_instance_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_definition" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"name" text,
	"deployment_id" text NOT NULL,
	"resource_name" text NOT NULL,
	"xml" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"version_tag" text,
	"model" jsonb NOT NULL,
	"temp_flow_id" integer
);
--> statement-breakpoint
CREATE TABLE "process_instance" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"definition_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"business_key" text,
	"state" text NOT NULL,
	"incidents" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"start_activity_id" text,
	"end_activity_id" text,
	"delete_reason" text,
	"sync" boolean DEFAULT false NOT NULL,
	"engine_state" text
);
--> statement-breakpoint
CREATE TABLE "temp_flow" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"xml" text NOT NULL,
	"deployed" boolean DEFAULT false NOT NULL,
	"modify_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timer_job" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"process_instance_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_binding" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"process_key" text NOT NULL,
	"topic" text NOT NULL,
	"connector_id" integer NOT NULL,
	"credential_id" integer
);
--> statement-breakpoint
CREATE TABLE "variable" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"process_instance_id" text NOT NULL,
	"definition_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connector" ADD CONSTRAINT "connector_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment" ADD CONSTRAINT "deployment_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_definition" ADD CONSTRAINT "process_definition_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_definition" ADD CONSTRAINT "process_definition_deployment_id_deployment_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_flow" ADD CONSTRAINT "temp_flow_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_binding" ADD CONSTRAINT "topic_binding_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_binding" ADD CONSTRAINT "topic_binding_connector_id_connector_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."connector"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_instance_instance_idx" ON "activity_instance" USING btree ("process_instance_id","start_time");--> statement-breakpoint
CREATE INDEX "connector_run_tenant_time_idx" ON "connector_run" USING btree ("tenant_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "connector_run_topic_idx" ON "connector_run" USING btree ("tenant_id","definition_key","topic");--> statement-breakpoint
CREATE UNIQUE INDEX "connector_tenant_name_idx" ON "connector" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "engine_log_tenant_time_idx" ON "engine_log" USING btree ("tenant_id","timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "external_task_log_instance_idx" ON "external_task_log" USING btree ("process_instance_id");--> statement-breakpoint
CREATE INDEX "external_task_log_tenant_time_idx" ON "external_task_log" USING btree ("tenant_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "external_task_topic_idx" ON "external_task" USING btree ("topic_name","lock_expiration_time");--> statement-breakpoint
CREATE INDEX "external_task_instance_idx" ON "external_task" USING btree ("process_instance_id");--> statement-breakpoint
CREATE INDEX "incident_open_idx" ON "incident" USING btree ("tenant_id","incident_timestamp" DESC NULLS LAST) WHERE "incident"."state" = 'open';--> statement-breakpoint
CREATE INDEX "incident_instance_idx" ON "incident" USING btree ("process_instance_id");--> statement-breakpoint
CREATE INDEX "message_subscription_name_idx" ON "message_subscription" USING btree ("tenant_id","event_name");--> statement-breakpoint
CREATE INDEX "message_subscription_instance_idx" ON "message_subscription" USING btree ("process_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "process_definition_key_version_idx" ON "process_definition" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "process_instance_tenant_start_idx" ON "process_instance" USING btree ("tenant_id","start_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "process_instance_tenant_state_start_idx" ON "process_instance" USING btree ("tenant_id","state","start_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "process_instance_definition_state_idx" ON "process_instance" USING btree ("definition_id","state");--> statement-breakpoint
CREATE INDEX "process_instance_business_key_idx" ON "process_instance" USING btree ("tenant_id","business_key");--> statement-breakpoint
CREATE INDEX "process_instance_incident_idx" ON "process_instance" USING btree ("tenant_id","start_time" DESC NULLS LAST) WHERE "process_instance"."incidents" > 0;--> statement-breakpoint
CREATE INDEX "process_instance_running_idx" ON "process_instance" USING btree ("tenant_id","definition_id") WHERE "process_instance"."state" in ('ACTIVE', 'SUSPENDED');--> statement-breakpoint
CREATE INDEX "temp_flow_tenant_idx" ON "temp_flow" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "timer_job_due_idx" ON "timer_job" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "timer_job_instance_idx" ON "timer_job" USING btree ("process_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_binding_idx" ON "topic_binding" USING btree ("tenant_id","process_key","topic");--> statement-breakpoint
CREATE UNIQUE INDEX "variable_instance_name_idx" ON "variable" USING btree ("process_instance_id","name");--> statement-breakpoint
CREATE INDEX "activity_instance_running_idx" ON "activity_instance" USING btree ("definition_id") WHERE "activity_instance"."end_time" is null;--> statement-breakpoint
CREATE INDEX "process_instance_definition_start_idx" ON "process_instance" USING btree ("definition_id","start_time" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE FUNCTION "instance_count_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "instance_count" ("tenant_id", "definition_id", "state", "count")
    SELECT "tenant_id", "definition_id", "state", count(*) FROM "new_rows" GROUP BY 1, 2, 3
    ON CONFLICT ("tenant_id", "definition_id", "state") DO UPDATE SET "count" = "instance_count"."count" + excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "instance_count_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "instance_count" c SET "count" = c."count" - o."n"
    FROM (SELECT "tenant_id", "definition_id", "state", count(*) AS "n" FROM "old_rows" GROUP BY 1, 2, 3) o
    WHERE c."tenant_id" = o."tenant_id" AND c."definition_id" = o."definition_id" AND c."state" = o."state";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "instance_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose counted key changed; the others would add and take away the same.
  UPDATE "instance_count" c SET "count" = c."count" - o."n"
    FROM (SELECT o."tenant_id", o."definition_id", o."state", count(*) AS "n"
          FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
          WHERE (o."tenant_id", o."definition_id", o."state") IS DISTINCT FROM (n."tenant_id", n."definition_id", n."state")
          GROUP BY 1, 2, 3) o
    WHERE c."tenant_id" = o."tenant_id" AND c."definition_id" = o."definition_id" AND c."state" = o."state";
  INSERT INTO "instance_count" ("tenant_id", "definition_id", "state", "count")
    SELECT n."tenant_id", n."definition_id", n."state", count(*)
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE (o."tenant_id", o."definition_id", o."state") IS DISTINCT FROM (n."tenant_id", n."definition_id", n."state")
      GROUP BY 1, 2, 3
    ON CONFLICT ("tenant_id", "definition_id", "state") DO UPDATE SET "count" = "instance_count"."count" + excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "process_instance_count_insert" AFTER INSERT ON "process_instance"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "instance_count_added"();
--> statement-breakpoint
CREATE TRIGGER "process_instance_count_delete" AFTER DELETE ON "process_instance"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "instance_count_removed"();
--> statement-breakpoint
CREATE TRIGGER "process_instance_count_update" AFTER UPDATE ON "process_instance"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "instance_count_changed"();
