-- The dashboard's rollup counts per quarter-hour instead of per UTC day, so that it can be read
-- by the days of any time zone (every zone's offset is a whole number of quarter-hours). A day
-- counted so far becomes its UTC midnight's quarter-hour: in UTC it reads as before.
ALTER TABLE "daily_stat" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
UPDATE "daily_stat" SET "period_start" = "day"::timestamp AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "daily_stat" ALTER COLUMN "period_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_stat" DROP CONSTRAINT "daily_stat_tenant_id_kind_day_outcome_pk";--> statement-breakpoint
ALTER TABLE "daily_stat" DROP COLUMN "day";--> statement-breakpoint
ALTER TABLE "daily_stat" ADD CONSTRAINT "daily_stat_tenant_id_kind_period_start_outcome_pk" PRIMARY KEY("tenant_id","kind","period_start","outcome");
