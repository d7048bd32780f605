CREATE TABLE "market_install" (
	"tenant_id" integer NOT NULL,
	"package_id" text NOT NULL,
	"version" text,
	"installed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"installed_by" text NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL,
	CONSTRAINT "market_install_tenant_id_package_id_pk" PRIMARY KEY("tenant_id","package_id")
);
--> statement-breakpoint
ALTER TABLE "market_install" ADD CONSTRAINT "market_install_tenant_id_bp_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."bp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every tenant that exists already keeps what it had: the platform's packages as they were
-- (version 1.0.0, the defaults of modules/market/catalogue.ts, which newer tenants get too).
INSERT INTO "market_install" ("tenant_id", "package_id", "version", "installed_by", "changed_by")
SELECT "bp"."id", "p"."id", '1.0.0', 'platform', 'platform'
FROM "bp" CROSS JOIN (VALUES ('http'), ('sftp'), ('sql'), ('mail'), ('files'), ('transform')) AS "p"("id");
