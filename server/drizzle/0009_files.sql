CREATE TABLE "file_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"path" text NOT NULL,
	"action" text NOT NULL,
	"username" text NOT NULL,
	"size" bigint,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_trash" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"path" text NOT NULL,
	"is_dir" boolean NOT NULL,
	"size" bigint NOT NULL,
	"deleted_by" text NOT NULL,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"tenant_id" integer NOT NULL,
	"dir" text NOT NULL,
	"name" text NOT NULL,
	"is_dir" boolean NOT NULL,
	"size" bigint NOT NULL,
	"content" "bytea",
	"create_time" timestamp (3) with time zone NOT NULL,
	"update_time" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "stored_files_tenant_id_dir_name_pk" PRIMARY KEY("tenant_id","dir","name")
);
--> statement-breakpoint
ALTER TABLE "file_audit" ADD CONSTRAINT "file_audit_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_trash" ADD CONSTRAINT "file_trash_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_audit_path_idx" ON "file_audit" USING btree ("store","tenant_id","path","id");--> statement-breakpoint
CREATE INDEX "file_trash_tenant_idx" ON "file_trash" USING btree ("store","tenant_id","id");--> statement-breakpoint
CREATE INDEX "stored_files_size_idx" ON "stored_files" USING btree ("tenant_id","dir","is_dir","size","name");--> statement-breakpoint
CREATE INDEX "stored_files_update_idx" ON "stored_files" USING btree ("tenant_id","dir","is_dir","update_time","name");--> statement-breakpoint
CREATE INDEX "stored_files_create_idx" ON "stored_files" USING btree ("tenant_id","dir","is_dir","create_time","name");