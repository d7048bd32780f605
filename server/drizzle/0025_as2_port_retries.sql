ALTER TABLE "as2_ports" ADD COLUMN "retry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "as2_ports" ADD COLUMN "retry_interval" integer DEFAULT 60 NOT NULL;