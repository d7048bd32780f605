ALTER TABLE "batch" ADD COLUMN "lock_owner" text;--> statement-breakpoint
ALTER TABLE "batch" ADD COLUMN "lock_expiration_time" timestamp with time zone;