CREATE TABLE "package_command_version" (
	"tenant_id" integer NOT NULL,
	"package_id" text NOT NULL,
	"command_id" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"script" text NOT NULL,
	"params_meta" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_command_version_tenant_id_package_id_command_id_version_pk" PRIMARY KEY("tenant_id","package_id","command_id","version")
);
--> statement-breakpoint
ALTER TABLE "package_command" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "package_command_version" ADD CONSTRAINT "package_command_version_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;