import { and, eq } from 'drizzle-orm';
import { monitors, triggers } from '../../db/schema';
import type { MonitorKind } from '../../db/schema';
import { deliver, handledKeys, type AutomationEvent } from '../automation/deliver';
import { Leases } from '../automation/lease';
import type { AutomationDeps } from '../automation/register';
import { MonitorCounts } from './monitor-counts';
import { messageOf } from './monitor-errors';
import { monitorSource, type MonitorRow } from './monitor-row';
import type { MonitorContext, MonitorRunner, StartRunner, StatusUpdate } from './kinds/types';

/** How long a monitor's event triggers are kept before they are read again. */
const TIED_TTL_MS = 2000;

interface Running {
  runner: MonitorRunner;
  abort: AbortController;
  row: MonitorRow;
}

/**
 * Runs the active monitors of every tenant, each in exactly one server process: every `syncMs`
 * it reads the active monitors, takes the lease of those nobody runs (or whose holder died),
 * starts their runners, renews the leases it holds, and stops the runners of monitors that were
 * stopped, changed or deleted, or whose lease another process took over.
 */
export class MonitorManager {
  readonly leases: Leases;
  readonly counts: MonitorCounts;
  private readonly running = new Map<number, Running>();
  private readonly tied = new Map<number, { at: number; rows: (typeof triggers.$inferSelect)[] }>();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly deps: AutomationDeps,
    private readonly kinds: Record<MonitorKind, StartRunner>,
  ) {
    this.leases = new Leases(deps.db, deps.config.automation.leaseMs);
    this.counts = new MonitorCounts(deps.db);
  }

  start(syncMs: number) {
    const loop = () => {
      this.timer = setTimeout(() => {
        void this.sync().finally(() => {
          if (!this.closed) loop();
        });
      }, syncMs);
    };
    void this.sync().finally(() => {
      if (!this.closed && syncMs > 0) loop();
    });
  }

  /** One round; concurrent calls share it. Tests call it instead of waiting. */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce()
      .catch((err: unknown) => this.deps.logger.error({ err }, 'monitor sync failed'))
      .finally(() => {
        this.syncing = null;
      });
    return this.syncing;
  }

  private async syncOnce() {
    if (this.closed) return;
    const active = await this.deps.db.select().from(monitors).where(eq(monitors.active, true));
    const wanted = new Map(active.map((row) => [row.id, row]));
    const kept = await this.leases.renew([...this.running.keys()].map(monitorSource));
    for (const [id, running] of this.running) {
      const row = wanted.get(id);
      const changed = row && row.modifyTime.getTime() !== running.row.modifyTime.getTime();
      if (!row || changed || !kept.has(monitorSource(id))) {
        await this.stopRunner(id, kept.has(monitorSource(id)));
      }
    }
    for (const row of active) {
      if (this.closed || this.running.has(row.id)) continue;
      if (await this.leases.acquire(monitorSource(row.id))) this.startRunner(row);
    }
  }

  /** A file of this tenant's store was written: its file monitors here look at once. */
  wake(tenantId: number, store: 'files' | 'gcs') {
    const kind: MonitorKind = store === 'files' ? 'file' : 'gcs';
    for (const { row, runner } of this.running.values()) {
      if (row.tenantId === tenantId && row.kind === kind) runner.wake?.();
    }
  }

  isRunningHere(id: number) {
    return this.running.has(id);
  }

  private startRunner(row: MonitorRow) {
    const abort = new AbortController();
    const context = this.contextOf(row, abort.signal);
    try {
      const runner = this.kinds[row.kind](context);
      this.running.set(row.id, { runner, abort, row });
    } catch (error) {
      void context.report({ status: 'failing', error: messageOf(error) });
      void this.leases.release(monitorSource(row.id));
    }
  }

  private async stopRunner(id: number, release: boolean) {
    const running = this.running.get(id);
    if (!running) return;
    this.running.delete(id);
    running.abort.abort();
    await running.runner.stop().catch(() => undefined);
    await this.counts.flush();
    if (release) await this.leases.release(monitorSource(id));
  }

  /** Stops a monitor's runner here now (it was stopped, changed or deleted by a request). */
  async stopNow(id: number) {
    // A round that read the monitor as active before the request changed it would start it
    // again after this stop: let that round end first.
    await this.syncing;
    await this.stopRunner(id, true);
  }

  private contextOf(row: MonitorRow, signal: AbortSignal): MonitorContext {
    const { db } = this.deps;
    const source = monitorSource(row.id);
    return {
      monitor: row,
      deps: this.deps,
      signal,
      handle: async (event: AutomationEvent) => {
        const delivery = await deliver(
          this.deps,
          {
            tenantId: row.tenantId,
            source,
            processKey: row.processKey,
            eventConnectorId: row.eventConnectorId,
          },
          event,
        );
        this.counts.add(row.id, delivery);
        await this.routeToTriggers(row, event);
        return delivery;
      },
      handled: (keys) => handledKeys(db, source, keys),
      report: async (update: StatusUpdate) => {
        const changes = {
          ...(update.status ? { status: update.status } : {}),
          ...(update.error !== undefined
            ? { lastError: update.error?.slice(0, 2000) ?? null }
            : {}),
          ...(update.lastRunAt ? { lastRunAt: update.lastRunAt } : {}),
          ...(update.nextRunAt !== undefined ? { nextRunAt: update.nextRunAt } : {}),
        };
        if (signal.aborted || !Object.keys(changes).length) return;
        await db
          .update(monitors)
          .set(changes)
          .where(and(eq(monitors.id, row.id), eq(monitors.active, true)));
      },
      saveCursor: async (cursor: string | null) => {
        await db.update(monitors).set({ cursor }).where(eq(monitors.id, row.id));
      },
    };
  }

  /**
   * Event triggers tie a monitor's events to an event connector of their own (issue 23 §2).
   * Read at most every TIED_TTL_MS per monitor: a queue's hundreds of messages a second would
   * otherwise read the triggers once per message.
   */
  private async routeToTriggers(row: MonitorRow, event: AutomationEvent) {
    let tied = this.tied.get(row.id);
    if (!tied || Date.now() - tied.at > TIED_TTL_MS) {
      const rows = await this.deps.db
        .select()
        .from(triggers)
        .where(
          and(
            eq(triggers.monitorId, row.id),
            eq(triggers.type, 'event'),
            eq(triggers.active, true),
          ),
        );
      tied = { at: Date.now(), rows };
      this.tied.set(row.id, tied);
    }
    for (const trigger of tied.rows) {
      await deliver(
        this.deps,
        {
          tenantId: row.tenantId,
          source: `trigger:${trigger.id}`,
          processKey: trigger.processKey ?? row.processKey,
          eventConnectorId: trigger.eventConnectorId,
          messageName: trigger.messageName,
        },
        event,
      );
    }
  }

  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.syncing;
    for (const id of [...this.running.keys()]) await this.stopRunner(id, true);
    await this.counts.flush();
  }
}
