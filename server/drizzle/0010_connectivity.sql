CREATE TABLE "credential" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template_id" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"secrets" text NOT NULL,
	"modify_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_command" (
	"tenant_id" integer NOT NULL,
	"package_id" text NOT NULL,
	"command_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"script" text NOT NULL,
	"params_meta" jsonb NOT NULL,
	"modify_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_command_tenant_id_package_id_command_id_pk" PRIMARY KEY("tenant_id","package_id","command_id")
);
--> statement-breakpoint
ALTER TABLE "connector" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "connector" ADD COLUMN "package_id" text;--> statement-breakpoint
ALTER TABLE "connector" ADD COLUMN "command_id" text;--> statement-breakpoint
ALTER TABLE "credential" ADD CONSTRAINT "credential_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_command" ADD CONSTRAINT "package_command_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_tenant_name_idx" ON "credential" USING btree ("tenant_id","name");