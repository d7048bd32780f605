CREATE TABLE "tenant_plan" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"tenant_id" integer NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_daily_tenant_id_metric_day_pk" PRIMARY KEY("tenant_id","metric","day")
);
--> statement-breakpoint
ALTER TABLE "tenant_plan" ADD CONSTRAINT "tenant_plan_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Instances started and ended are counted where they are written, whatever wrote them (a REST
-- start, a message, a monitor, a stop or a batch): one upsert per statement, in its transaction.
-- Tenants that are no BP (none in practice) are skipped rather than failing the engine's write.
CREATE FUNCTION "usage_instances_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "usage_daily" ("tenant_id", "metric", "day", "n")
    SELECT n."tenant_id", m."metric",
        ((CASE m."metric" WHEN 'instancesStarted' THEN n."start_time" ELSE coalesce(n."end_time", now()) END) AT TIME ZONE 'UTC')::date,
        count(*)
      FROM "new_rows" n JOIN "bp" ON "bp"."id" = n."tenant_id"
      CROSS JOIN (VALUES ('instancesStarted'), ('instancesEnded')) AS m("metric")
      WHERE m."metric" = 'instancesStarted' OR n."state" NOT IN ('ACTIVE', 'SUSPENDED')
      GROUP BY 1, 2, 3
    ON CONFLICT ("tenant_id", "metric", "day") DO UPDATE SET "n" = "usage_daily"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "usage_instances_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "usage_daily" ("tenant_id", "metric", "day", "n")
    SELECT n."tenant_id", 'instancesEnded', (coalesce(n."end_time", now()) AT TIME ZONE 'UTC')::date, count(*)
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id" JOIN "bp" ON "bp"."id" = n."tenant_id"
      WHERE o."state" IN ('ACTIVE', 'SUSPENDED') AND n."state" NOT IN ('ACTIVE', 'SUSPENDED')
      GROUP BY 1, 3
    ON CONFLICT ("tenant_id", "metric", "day") DO UPDATE SET "n" = "usage_daily"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "usage_instances_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A running instance deleted outright (its deployment deleted with it) has ended too.
  INSERT INTO "usage_daily" ("tenant_id", "metric", "day", "n")
    SELECT o."tenant_id", 'instancesEnded', (now() AT TIME ZONE 'UTC')::date, count(*)
      FROM "old_rows" o JOIN "bp" ON "bp"."id" = o."tenant_id"
      WHERE o."state" IN ('ACTIVE', 'SUSPENDED')
      GROUP BY 1
    ON CONFLICT ("tenant_id", "metric", "day") DO UPDATE SET "n" = "usage_daily"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "process_instance_usage_insert" AFTER INSERT ON "process_instance"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "usage_instances_added"();
--> statement-breakpoint
CREATE TRIGGER "process_instance_usage_update" AFTER UPDATE ON "process_instance"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "usage_instances_ended"();
--> statement-breakpoint
CREATE TRIGGER "process_instance_usage_delete" AFTER DELETE ON "process_instance"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "usage_instances_removed"();
