import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { leases } from '../../db/schema';
import type { Db } from '../../db/types';

/** How long a lease lasts unless renewed; a dead holder's work moves on after this. */
export const LEASE_TTL_MS = 15_000;

/**
 * Leases in the database: a monitor, trigger or schedule runs in the one server process that
 * holds its lease (issue 23 §1 "one runner"). Times are the database's, so processes whose
 * clocks differ still agree on expiry. A holder renews its leases well before they expire; a
 * process that died stops renewing, and another takes the lease over once it has expired.
 */
export class Leases {
  readonly owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = LEASE_TTL_MS,
  ) {}

  private expiry() {
    return sql`now() + ${`${this.ttlMs} milliseconds`}::interval`;
  }

  /** Takes the lease when it is free, expired or already ours; true when we hold it now. */
  async acquire(name: string): Promise<boolean> {
    const rows = await this.db
      .insert(leases)
      .values({ name, owner: this.owner, expiresAt: this.expiry() })
      .onConflictDoUpdate({
        target: leases.name,
        set: { owner: this.owner, expiresAt: this.expiry() },
        setWhere: sql`${leases.expiresAt} < now() or ${leases.owner} = ${this.owner}`,
      })
      .returning({ name: leases.name });
    return rows.length === 1;
  }

  /** Renews the named leases; answers the ones still ours (a missing one was taken over). */
  async renew(names: string[]): Promise<Set<string>> {
    if (!names.length) return new Set();
    const rows = await this.db
      .update(leases)
      .set({ expiresAt: this.expiry() })
      .where(and(eq(leases.owner, this.owner), inArray(leases.name, names)))
      .returning({ name: leases.name });
    return new Set(rows.map((row) => row.name));
  }

  /** Gives the lease back at once, so another process need not wait for it to expire. */
  async release(name: string) {
    await this.db.delete(leases).where(and(eq(leases.name, name), eq(leases.owner, this.owner)));
  }
}
