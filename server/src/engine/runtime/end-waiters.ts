import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { processInstances } from '../../db/schema';
import type { Db } from '../../db/types';
import { engineConflict } from '../errors';
import { isRunning, RUNNING, storedVariables } from './persisted';
import type { Variables } from './variables';

interface Waiter {
  resolve: (variables: Variables) => void;
  reject: (error: Error) => void;
}

/**
 * How often the database is asked whether a waited-for instance ended: another server process
 * may run its last step (several processes behind a load balancer), and this one hears of its
 * own steps only.
 */
const POLL_MS = 500;

/** Callers waiting for instances to end (sync flows). */
export class EndWaiters {
  private readonly waiting = new Map<string, Waiter[]>();
  private poller: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {}

  /** Resolves with the variables when the instance ends (at once if it has ended). */
  async wait(instanceId: string): Promise<Variables> {
    const ended = new Promise<Variables>((resolve, reject) => {
      this.waiting.set(instanceId, [...(this.waiting.get(instanceId) ?? []), { resolve, reject }]);
    });
    // Registered first, checked second: an end between the two cannot be missed.
    const [row] = await this.db
      .select({ state: processInstances.state })
      .from(processInstances)
      .where(eq(processInstances.id, instanceId));
    if (!row || isRunning(row.state)) {
      this.poller ??= setInterval(() => void this.endedElsewhere().catch(() => undefined), POLL_MS);
      return ended;
    }
    this.waiting.delete(instanceId);
    if (row.state !== 'COMPLETED') {
      throw engineConflict(`Process instance ${instanceId} has ended: ${row.state}`);
    }
    return storedVariables(this.db, instanceId);
  }

  /** Ends the waits of instances whose end another process committed. */
  private async endedElsewhere() {
    const ids = [...this.waiting.keys()];
    if (!ids.length) {
      clearInterval(this.poller ?? undefined);
      this.poller = null;
      return;
    }
    const rows = await this.db
      .select({ id: processInstances.id, state: processInstances.state })
      .from(processInstances)
      .where(
        and(inArray(processInstances.id, ids), notInArray(processInstances.state, [...RUNNING])),
      );
    for (const { id, state } of rows) {
      if (state !== 'COMPLETED') {
        this.ended(id, { error: engineConflict(`Process instance ${id} has ended: ${state}`) });
      } else {
        this.ended(id, { variables: await storedVariables(this.db, id) });
      }
    }
  }

  /** Stops asking the database (the engine is closing). */
  close() {
    clearInterval(this.poller ?? undefined);
    this.poller = null;
  }

  ended(instanceId: string, outcome: { variables: Variables } | { error: Error }) {
    for (const waiter of this.waiting.get(instanceId) ?? []) {
      if ('error' in outcome) waiter.reject(outcome.error);
      else waiter.resolve(outcome.variables);
    }
    this.waiting.delete(instanceId);
  }
}
