CREATE TABLE "remote_loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"ok" boolean NOT NULL,
	"user_id" integer,
	"tenant_id" integer,
	"message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"remote" text PRIMARY KEY NOT NULL,
	"current_version" text NOT NULL,
	"previous_version" text,
	"candidate_version" text,
	"candidate_tenants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"candidate_percent" integer,
	"candidate_since" timestamp with time zone,
	"withdrawn_version" text,
	"withdrawn_reason" text,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_loads_version_at_idx" ON "remote_loads" USING btree ("remote","version","at");