CREATE TABLE "automation_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"source" text NOT NULL,
	"event_key" text NOT NULL,
	"outcome" text NOT NULL,
	"instance_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpmn_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"dir" text NOT NULL,
	"name" text NOT NULL,
	"is_dir" boolean NOT NULL,
	"content" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"modify_time" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"modified_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "command_run" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"command_id" integer NOT NULL,
	"cause" text NOT NULL,
	"slot" timestamp (3) with time zone,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"ok" boolean,
	"output" jsonb,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "command" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"connector_id" integer NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"schedule" text,
	"timezone" text,
	"active" boolean DEFAULT false NOT NULL,
	"last_run_at" timestamp (3) with time zone,
	"next_run_at" timestamp (3) with time zone,
	"modify_time" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factory_tag" (
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"process_key" text NOT NULL,
	"event_connector_id" integer,
	"config" jsonb NOT NULL,
	"secret" text,
	"active" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'stopped' NOT NULL,
	"last_error" text,
	"last_run_at" timestamp (3) with time zone,
	"next_run_at" timestamp (3) with time zone,
	"cursor" text,
	"seen" bigint DEFAULT 0 NOT NULL,
	"started" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	"duplicates" bigint DEFAULT 0 NOT NULL,
	"modify_time" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"path" text NOT NULL,
	"content_id" text NOT NULL,
	"size" bigint NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trigger" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"process_key" text,
	"message_name" text,
	"schedule" text,
	"timezone" text,
	"monitor_id" integer,
	"event_connector_id" integer,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_fire_at" timestamp (3) with time zone,
	"next_fire_at" timestamp (3) with time zone,
	"last_error" text,
	"modify_time" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bpmn_file" ADD CONSTRAINT "bpmn_file_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "command_run" ADD CONSTRAINT "command_run_command_id_command_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."command"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "command" ADD CONSTRAINT "command_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_tag" ADD CONSTRAINT "factory_tag_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor" ADD CONSTRAINT "monitor_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger" ADD CONSTRAINT "trigger_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger" ADD CONSTRAINT "trigger_monitor_id_monitor_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_event_once_idx" ON "automation_event" USING btree ("source","event_key") WHERE "automation_event"."outcome" in ('started', 'correlated');--> statement-breakpoint
CREATE INDEX "automation_event_recent_idx" ON "automation_event" USING btree ("source","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bpmn_file_path_idx" ON "bpmn_file" USING btree ("tenant_id","dir","name");--> statement-breakpoint
CREATE INDEX "command_run_time_idx" ON "command_run" USING btree ("command_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "command_run_slot_idx" ON "command_run" USING btree ("command_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "command_tenant_name_idx" ON "command" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "factory_tag_pk" ON "factory_tag" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_tenant_name_idx" ON "monitor" USING btree ("tenant_id","kind","name");--> statement-breakpoint
CREATE INDEX "monitor_active_idx" ON "monitor" USING btree ("active","kind");--> statement-breakpoint
CREATE INDEX "store_event_tenant_idx" ON "store_event" USING btree ("store","tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trigger_tenant_name_idx" ON "trigger" USING btree ("tenant_id","name");