import { eq } from 'drizzle-orm';
import { processInstances } from '../../db/schema';
import type { Db } from '../../db/types';
import { engineConflict } from '../errors';
import { isRunning, storedVariables } from './persisted';
import type { Variables } from './variables';

interface Waiter {
  resolve: (variables: Variables) => void;
  reject: (error: Error) => void;
}

/** Callers waiting for instances to end (sync flows). */
export class EndWaiters {
  private readonly waiting = new Map<string, Waiter[]>();

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
    if (!row || isRunning(row.state)) return ended;
    this.waiting.delete(instanceId);
    if (row.state !== 'COMPLETED') {
      throw engineConflict(`Process instance ${instanceId} has ended: ${row.state}`);
    }
    return storedVariables(this.db, instanceId);
  }

  ended(instanceId: string, outcome: { variables: Variables } | { error: Error }) {
    for (const waiter of this.waiting.get(instanceId) ?? []) {
      if ('error' in outcome) waiter.reject(outcome.error);
      else waiter.resolve(outcome.variables);
    }
    this.waiting.delete(instanceId);
  }
}
