CREATE TABLE "alarm_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"webhook_url" text,
	"webhook_secret" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_cursor" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"channel" text NOT NULL,
	"incident_ids" jsonb NOT NULL,
	"message" text NOT NULL,
	"process_key" text NOT NULL,
	"activity_id" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"process_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"window_seconds" integer DEFAULT 300 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_seen" (
	"rule_id" integer NOT NULL,
	"incident_id" text NOT NULL,
	CONSTRAINT "alarm_seen_rule_id_incident_id_pk" PRIMARY KEY("rule_id","incident_id")
);
--> statement-breakpoint
ALTER TABLE "alarm_contacts" ADD CONSTRAINT "alarm_contacts_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_notifications" ADD CONSTRAINT "alarm_notifications_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_notifications" ADD CONSTRAINT "alarm_notifications_rule_id_alarm_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alarm_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_notifications" ADD CONSTRAINT "alarm_notifications_contact_id_alarm_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."alarm_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rules" ADD CONSTRAINT "alarm_rules_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_seen" ADD CONSTRAINT "alarm_seen_rule_id_alarm_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alarm_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_contacts_tenant_name_idx" ON "alarm_contacts" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "alarm_notifications_rule_idx" ON "alarm_notifications" USING btree ("tenant_id","rule_id","id");--> statement-breakpoint
CREATE INDEX "alarm_notifications_due_idx" ON "alarm_notifications" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_rules_tenant_kind_name_idx" ON "alarm_rules" USING btree ("tenant_id","kind","name");