import { and, asc, eq, gt, max } from 'drizzle-orm';
import picomatch from 'picomatch';
import { storeEvents } from '../../../db/schema';
import { parseStorePath, pathOf, type Segments } from '../../files/store-path';
import type { FileStore } from '../../files/store';
import type { StoreMonitorConfig } from '../monitor-row';
import { messageOf } from '../monitor-errors';
import { moveToProcessed } from './processed-folder';
import { hashOf, inBatches } from './scan-helpers';
import type { MonitorContext, MonitorRunner, StartRunner } from './types';

const OUTBOX_POLL_MS = 1000;
const OUTBOX_PAGE = 500;
const SCAN_PAGE = 1000;
/** Files of one scan handled at once: the starts group-commit together. */
const SCAN_PARALLEL = 16;

interface FoundFile {
  at: Segments;
  contentId: string;
  size: number;
  createTime?: Date;
  updateTime?: Date;
}

/**
 * A file monitor over one store (the file store, or the cloud storage for the GCP file
 * monitor). Files written through the API reach it through the store's outbox at once; a scan
 * every interval finds files written by other means. Each file (path + content id) starts the
 * flow once: the ledger refuses a second start, whichever of the two saw it first.
 */
class StoreRunner implements MonitorRunner {
  private readonly config: StoreMonitorConfig;
  private readonly folder: Segments;
  private readonly matches: (name: string) => boolean;
  private cursor: number | null;
  private chain: Promise<void> = Promise.resolve();
  private outboxQueued = false;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly context: MonitorContext,
    private readonly store: FileStore,
  ) {
    this.config = context.monitor.config as unknown as StoreMonitorConfig;
    this.folder = parseStorePath(this.config.folder);
    this.matches = picomatch(this.config.pattern, { dot: false });
    this.cursor = context.monitor.cursor === null ? null : Number(context.monitor.cursor);
    const scanMs = context.deps.config.automation.scanMs ?? this.config.intervalMinutes * 60_000;
    this.timers.push(setInterval(() => this.wake(), OUTBOX_POLL_MS));
    this.timers.push(setInterval(() => this.enqueue(() => this.scan(scanMs)), scanMs));
    this.wake();
    this.enqueue(() => this.scan(scanMs));
  }

  private get tenant() {
    return this.context.monitor.tenantId;
  }

  private enqueue(work: () => Promise<void>) {
    this.chain = this.chain.then(async () => {
      if (this.context.signal.aborted) return;
      try {
        await work();
      } catch (error) {
        await this.context.report({ status: 'failing', error: messageOf(error) }).catch(() => {});
      }
    });
  }

  wake() {
    if (this.outboxQueued) return;
    this.outboxQueued = true;
    this.enqueue(async () => {
      this.outboxQueued = false;
      await this.readOutbox();
    });
  }

  /** The files written through the API since the cursor. */
  private async readOutbox() {
    const { db } = this.context.deps;
    const mine = and(eq(storeEvents.store, this.store.name), eq(storeEvents.tenantId, this.tenant));
    if (this.cursor === null) {
      // A new monitor starts from now; what the folder already holds is the scan's.
      const [row] = await db
        .select({ last: max(storeEvents.id) })
        .from(storeEvents)
        .where(mine);
      this.cursor = row?.last ?? 0;
      await this.context.saveCursor(String(this.cursor));
    }
    const folderPath = pathOf(this.folder, true);
    for (;;) {
      const rows = await db
        .select()
        .from(storeEvents)
        .where(and(mine, gt(storeEvents.id, this.cursor)))
        .orderBy(asc(storeEvents.id))
        .limit(OUTBOX_PAGE);
      for (const row of rows) {
        if (this.context.signal.aborted) return;
        const at = parseStorePath(row.path);
        const name = at[at.length - 1];
        if (pathOf(at.slice(0, -1), true) !== folderPath || !this.matches(name)) continue;
        // Gone already (moved on by a scan, deleted): nothing to start.
        const entry = await this.store.driver.stat(this.tenant, at);
        if (entry && !entry.isDir) {
          const { createTime, updateTime } = entry;
          await this.handle({
            at,
            contentId: row.contentId,
            size: row.size,
            createTime,
            updateTime,
          });
        }
      }
      if (!rows.length) return;
      this.cursor = rows[rows.length - 1].id;
      await this.context.saveCursor(String(this.cursor));
      if (rows.length < OUTBOX_PAGE) return;
    }
  }

  /**
   * Every matching file of the folder, whoever wrote it. The ledger is read once per page: a
   * file that already started the flow is passed over without a word (a rescan is no new
   * arrival), or moved on when a crash came between its start and its move.
   */
  private async scan(scanMs: number) {
    const folderPath = pathOf(this.folder, true);
    let cursor: string | undefined;
    do {
      const page = await this.store
        .list(this.tenant, { path: folderPath, limit: SCAN_PAGE, cursor })
        .catch((error: unknown) => {
          throw new Error(`The folder ${folderPath} cannot be read: ${messageOf(error)}`);
        });
      const entries = page.entries.filter(
        (entry) => entry.type === 'file' && this.matches(entry.name),
      );
      const found = await inBatches(entries, SCAN_PARALLEL, async (entry) => {
        const at = [...this.folder, entry.name];
        const contentId = await hashOf(await this.store.driver.read(this.tenant, at));
        return {
          at,
          contentId,
          size: entry.size,
          createTime: new Date(entry.createTime),
          updateTime: new Date(entry.updateTime),
        };
      });
      const seen = await this.context.handled(found.map((file) => this.keyOf(file)));
      if (this.context.signal.aborted) return;
      await inBatches(found, SCAN_PARALLEL, async (file) => {
        if (this.context.signal.aborted) return;
        if (!seen.has(this.keyOf(file))) await this.handle(file, false);
        else if (this.config.afterStart === 'move') await this.moveOn(file);
      });
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const now = new Date();
    await this.context.report({
      status: 'running',
      error: null,
      lastRunAt: now,
      nextRunAt: new Date(now.getTime() + scanMs),
    });
  }

  private keyOf(file: FoundFile) {
    return `${pathOf(file.at, false)}#${file.contentId}`;
  }

  private moveOn(file: FoundFile) {
    return moveToProcessed(this.store, this.tenant, this.folder, file.at[file.at.length - 1]);
  }

  private async handle(file: FoundFile, maybeSeen = true) {
    const path = pathOf(file.at, false);
    const name = file.at[file.at.length - 1];
    const facts = { path, name, folder: pathOf(this.folder, true), size: file.size };
    const delivery = await this.context.handle({
      key: this.keyOf(file),
      maybeSeen,
      payload: {
        ...facts,
        contentId: file.contentId,
        store: this.store.name,
        createTime: file.createTime?.toISOString() ?? null,
        updateTime: file.updateTime?.toISOString() ?? null,
      },
      detail: { ...facts, contentId: file.contentId },
    });
    if (delivery.outcome !== 'failed' && this.config.afterStart === 'move') await this.moveOn(file);
  }

  async stop() {
    for (const timer of this.timers) clearInterval(timer);
    await this.chain;
  }
}

/** The monitor of the file store ('file') or of the cloud storage ('gcs'). */
export const storeMonitor =
  (pick: (context: MonitorContext) => FileStore): StartRunner =>
  (context) =>
    new StoreRunner(context, pick(context));
