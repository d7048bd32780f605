ALTER TABLE "process_instance" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Refuses a step's write (all of it: it is one statement) when fewer instance rows were written
-- than the step expected, i.e. another server process committed a step of one of its instances
-- since this one loaded it. 40001 as PostgreSQL's own serialization failures.
CREATE FUNCTION engine_revisions_held(expected integer, written bigint) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  IF written <> expected THEN
    RAISE EXCEPTION 'a process instance was changed by another server process'
      USING ERRCODE = '40001';
  END IF;
  RETURN 1;
END
$$;
