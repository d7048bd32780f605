import { and, eq, lte } from 'drizzle-orm';
import { triggers } from '../../db/schema';
import { deliver, type AutomationHost, type Delivery } from '../automation/deliver';
import { Leases } from '../automation/lease';
import { latestSlot, nextFireAfter, storedSchedule, Ticker } from './schedule';
import { triggerSource, type TriggerRow } from './trigger-service';

/** What one fire did: the slot it ran for, and what deliver() answered. */
export type TriggerFire = { triggerId: number; slot: string } & Delivery;

const due = (now: Date) =>
  and(eq(triggers.type, 'timer'), eq(triggers.active, true), lte(triggers.nextFireAt, now));

/**
 * Fires the timer triggers of every tenant. Each round reads the triggers that fell due and
 * fires each once, for its latest slot (a process that was down over several slots fires the
 * last one, once), then sets its next fire time from now.
 *
 * One fire across processes: a trigger fires in the process that holds its lease
 * `trigger:<id>`, which reads the row again under it (another may just have fired it), and
 * the start goes through deliver() with the slot's ISO time as the event key, so the ledger's
 * unique index refuses a second start of one slot whatever happens. Within the process, a
 * trigger being fired is skipped by a round that runs meanwhile.
 */
export class TriggerScheduler {
  private readonly firing = new Set<number>();
  private readonly ticker = new Ticker();

  constructor(
    readonly host: AutomationHost,
    readonly leases = new Leases(host.db),
  ) {}

  start(scanMs: number, onError: (error: unknown) => void) {
    this.ticker.start(scanMs, () => this.tick(), onError);
  }

  stop() {
    return this.ticker.stop();
  }

  /** One round at `now`: what it fired. Tests call it instead of waiting for the clock. */
  async tick(now = new Date()): Promise<TriggerFire[]> {
    const rows = await this.host.db.select({ id: triggers.id }).from(triggers).where(due(now));
    const fired: TriggerFire[] = [];
    for (const { id } of rows) {
      try {
        const fire = await this.fireOnce(id, now);
        if (fire) fired.push(fire);
      } catch (error) {
        // One trigger that cannot fire (its row changed under us, the database hiccuped)
        // says so on its row; the others still fire this round.
        const lastError = error instanceof Error ? error.message : String(error);
        await this.host.db.update(triggers).set({ lastError }).where(eq(triggers.id, id));
      }
    }
    return fired;
  }

  private async fireOnce(id: number, now: Date) {
    if (this.firing.has(id)) return null;
    this.firing.add(id);
    const lease = triggerSource(id);
    try {
      if (!(await this.leases.acquire(lease))) return null;
      try {
        const [row] = await this.host.db
          .select()
          .from(triggers)
          .where(and(eq(triggers.id, id), due(now)));
        return row ? await this.fire(row, now) : null;
      } finally {
        await this.leases.release(lease);
      }
    } finally {
      this.firing.delete(id);
    }
  }

  private async fire(row: TriggerRow, now: Date): Promise<TriggerFire> {
    const { db } = this.host;
    const dueAt = row.nextFireAt ?? now;
    const cron = storedSchedule(row.schedule ?? '', row.timezone);
    const slot = latestSlot(cron, now, dueAt);
    const delivery = await deliver(
      this.host,
      {
        tenantId: row.tenantId,
        source: triggerSource(row.id),
        processKey: row.processKey,
        eventConnectorId: null,
        messageName: row.messageName,
      },
      {
        key: slot.toISOString(),
        payload: row.variables,
        detail: { trigger: row.name, slot: slot.toISOString() },
      },
    );
    const lastError =
      delivery.outcome === 'failed'
        ? delivery.error
        : delivery.outcome === 'duplicate'
          ? row.lastError
          : null;
    // Only if nobody changed the trigger meanwhile: an edit sets its own next fire time.
    await db
      .update(triggers)
      .set({ lastFireAt: slot, nextFireAt: nextFireAfter(cron, now), lastError })
      .where(and(eq(triggers.id, row.id), eq(triggers.nextFireAt, dueAt)));
    return { triggerId: row.id, slot: slot.toISOString(), ...delivery };
  }
}
