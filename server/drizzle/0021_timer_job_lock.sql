ALTER TABLE "timer_job" ADD COLUMN "lock_owner" text;--> statement-breakpoint
ALTER TABLE "timer_job" ADD COLUMN "lock_expiration_time" timestamp with time zone;