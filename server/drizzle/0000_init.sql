CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "as2_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"direction" text NOT NULL,
	"port_name" text NOT NULL,
	"as2_from" text NOT NULL,
	"as2_to" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"mdn_status" text,
	"error_message" text,
	"message_timestamp" timestamp with time zone NOT NULL,
	"mdn_timestamp" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "as2_ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"message_type" text NOT NULL,
	"as2_from" text NOT NULL,
	"as2_to" text NOT NULL,
	"url" text,
	"timeout" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"self_certificate" text,
	"self_certificate_password" text,
	"partner_certificate" text,
	"signed" boolean DEFAULT false NOT NULL,
	"sign_algorithm" text DEFAULT 'SHA256' NOT NULL,
	"encrypted" boolean DEFAULT false NOT NULL,
	"encrypt_algorithm" text DEFAULT 'AES256' NOT NULL,
	"compressed" boolean DEFAULT false NOT NULL,
	"mdn_mode" text DEFAULT 'sync' NOT NULL,
	"mdn_signed" boolean DEFAULT false NOT NULL,
	"mic_algorithm" text DEFAULT 'SHA256' NOT NULL,
	"async_mdn_url" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bp" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"bpg_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpg" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"password" text,
	"subject" text,
	"issuer" text,
	"serial_number" text,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"fingerprint" text,
	"has_private_key" boolean DEFAULT false NOT NULL,
	"parse_error" text,
	"upload_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "roles_role_name_unique" UNIQUE("role_name")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"phone" text,
	"bp_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "as2_logs" ADD CONSTRAINT "as2_logs_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "as2_ports" ADD CONSTRAINT "as2_ports_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bp" ADD CONSTRAINT "bp_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bp" ADD CONSTRAINT "bp_bpg_id_bpg_id_fk" FOREIGN KEY ("bpg_id") REFERENCES "public"."bpg"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpg" ADD CONSTRAINT "bpg_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpg" ADD CONSTRAINT "bpg_parent_id_bpg_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bpg"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bp_id_bp_id_fk" FOREIGN KEY ("bp_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "as2_logs_tenant_time_idx" ON "as2_logs" USING btree ("tenant_id","message_timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "as2_ports_tenant_kind_name_idx" ON "as2_ports" USING btree ("tenant_id","kind","name");--> statement-breakpoint
CREATE INDEX "bp_bpg_idx" ON "bp" USING btree ("bpg_id");--> statement-breakpoint
CREATE INDEX "bpg_tenant_idx" ON "bpg" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bpg_one_root_idx" ON "bpg" USING btree ("tenant_id") WHERE "bpg"."parent_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_tenant_name_idx" ON "certificates" USING btree ("tenant_id","name");