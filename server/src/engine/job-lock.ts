import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';

/** How long a process holds a timer job or a batch it took, unless it renews it. */
export const JOB_LOCK_MS = 30_000;

/**
 * This process as the lock owner of the jobs it takes (timer jobs, batches), as Camunda's job
 * executor locks jobs: a lock ends at its expiry, a time of the database's clock, so that
 * processes whose clocks differ agree; a process that died stops renewing and another takes
 * its jobs once their locks have expired.
 */
export class JobLock {
  readonly owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(readonly ms = JOB_LOCK_MS) {}

  /** When a lock taken now expires. */
  expiry() {
    return sql`now() + ${`${this.ms} milliseconds`}::interval`;
  }
}
