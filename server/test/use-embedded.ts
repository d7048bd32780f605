/**
 * Imported first by the files that a PostgreSQL run (TEST_DATABASE_URL) runs on the embedded
 * database (run.ts): the file's process forgets the PostgreSQL, so its harness and
 * `freshDatabase` open PGlite. Each file runs in a process of its own.
 */
delete process.env.TEST_DATABASE_URL;
