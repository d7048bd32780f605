ALTER TABLE "as2_logs" ADD COLUMN "port_id" integer;--> statement-breakpoint
ALTER TABLE "as2_logs" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "as2_logs" ADD COLUMN "mic" text;--> statement-breakpoint
ALTER TABLE "as2_logs" ADD COLUMN "mdn_content_type" text;--> statement-breakpoint
ALTER TABLE "as2_logs" ADD COLUMN "mdn" "bytea";--> statement-breakpoint
ALTER TABLE "as2_logs" ADD COLUMN "file_path" text;--> statement-breakpoint
ALTER TABLE "as2_logs" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "as2_logs" ADD CONSTRAINT "as2_logs_port_id_as2_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."as2_ports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "as2_logs_received_once_idx" ON "as2_logs" USING btree ("tenant_id","as2_from","message_id") WHERE direction = 'receive' AND port_id IS NOT NULL AND status <> 'failed';