ALTER TABLE "activity_instance" ADD COLUMN "called_process_instance_id" text;--> statement-breakpoint
ALTER TABLE "process_instance" ADD COLUMN "super_process_instance_id" text;--> statement-breakpoint
ALTER TABLE "process_instance" ADD COLUMN "super_activity_instance_id" text;--> statement-breakpoint
ALTER TABLE "process_instance" ADD COLUMN "root_process_instance_id" text;--> statement-breakpoint
CREATE INDEX "process_instance_super_idx" ON "process_instance" USING btree ("super_process_instance_id") WHERE "process_instance"."super_process_instance_id" is not null;