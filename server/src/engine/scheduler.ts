import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { batches, processInstances, timerJobs } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { terminateInstances } from './instance-operations';
import { cancelCallsOf } from './runtime/call-activities';
import type { Runtime } from './runtime/runtime';

/** Instances per transaction of a deletion batch: small, so other requests interleave. */
export const BATCH_CHUNK = 10;
const CHUNK_PAUSE_MS = 10;
/** A timer this late was not armed in memory (restart, eviction, long timer). */
const OVERDUE_MS = 1000;

/** Sets retries on those of the tasks that still exist; answers how many there were. */
export type SetRetries = (tenantId: number, taskIds: string[], retries: number) => Promise<number>;

const pause = () => new Promise((resolve) => setTimeout(resolve, CHUNK_PAUSE_MS));

/** Fires the timers that are due but were not armed in memory (restart, eviction, long). */
async function fireDueTimers(db: Db, runtime: Runtime) {
  const due = await db
    .select({ id: timerJobs.id, instanceId: timerJobs.processInstanceId })
    .from(timerJobs)
    .innerJoin(processInstances, eq(processInstances.id, timerJobs.processInstanceId))
    .where(
      and(
        lte(timerJobs.dueDate, new Date(Date.now() - OVERDUE_MS)),
        eq(processInstances.state, 'ACTIVE'),
      ),
    )
    .limit(100);
  const byInstance = new Map<string, string[]>();
  for (const { id, instanceId } of due) {
    byInstance.set(instanceId, [...(byInstance.get(instanceId) ?? []), id]);
  }
  for (const [instanceId, jobIds] of byInstance) {
    // Loading re-arms short timers from the saved state; long ones fire here, when the
    // database says they are due.
    await runtime.step(instanceId, { kind: 'fireDueTimers', jobIds }).catch((error: unknown) => {
      runtime.events.emit('failure', error);
    });
  }
}

type BatchRow = typeof batches.$inferSelect;
type Payload<K> = Extract<BatchRow['payload'], K>;

/** Counts a chunk's jobs on its batch, in the chunk's own transaction. */
const countChunk = (
  tx: Tx,
  batch: BatchRow,
  created: number,
  total: number,
  done: number,
  failed: number,
) =>
  tx
    .update(batches)
    .set({
      jobsCreated: created,
      completedJobs: sql`${batches.completedJobs} + ${done}`,
      failedJobs: sql`${batches.failedJobs} + ${failed}`,
      endTime: created < total ? null : new Date(),
    })
    .where(eq(batches.id, batch.id))
    .then(() => undefined);

async function deletionChunk(db: Db, runtime: Runtime, batch: BatchRow, done: number) {
  const { instanceIds, deleteReason } = batch.payload as Payload<{ instanceIds: string[] }>;
  const chunk = instanceIds.slice(done, done + BATCH_CHUNK);
  const created = done + chunk.length;
  const stopped = await terminateInstances(db, chunk, deleteReason, (tx, ids) =>
    countChunk(tx, batch, created, instanceIds.length, ids.length, chunk.length - ids.length),
  );
  for (const id of stopped) runtime.cancelled(id, deleteReason ?? 'deleted');
  await cancelCallsOf(db, runtime, stopped, deleteReason ?? null);
  return created;
}

async function retriesChunk(db: Db, batch: BatchRow, done: number, setRetries: SetRetries) {
  const { taskIds, retries } = batch.payload as Payload<{ taskIds: string[] }>;
  const chunk = taskIds.slice(done, done + BATCH_CHUNK);
  const created = done + chunk.length;
  // A task that ended since the batch began is a failed job, as in Camunda.
  const changed = await setRetries(batch.tenantId, chunk, retries);
  await db.transaction((tx) =>
    countChunk(tx, batch, created, taskIds.length, changed, chunk.length - changed),
  );
  return created;
}

const totalOf = (batch: BatchRow) =>
  'taskIds' in batch.payload ? batch.payload.taskIds.length : batch.payload.instanceIds.length;

/**
 * Works through batches (instance deletions, external task retries) a chunk at a time, each
 * chunk one short transaction that also counts its jobs, with a pause between chunks so that
 * other requests get the database (the embedded one has a single connection). The open
 * batches take turns, a chunk each, so a retry of two tasks started behind the stop of a
 * million instances ends in a second, not after it; a batch started meanwhile joins the next
 * turn. Ends when no batch is open or `stopping` says so.
 */
async function runBatches(
  db: Db,
  runtime: Runtime,
  setRetries: SetRetries,
  stopping: () => boolean,
) {
  // The id list never changes: read once per batch, not once per chunk (it can be megabytes).
  const loaded = new Map<string, BatchRow>();
  while (!stopping()) {
    const open = await db
      .select({ id: batches.id, jobsCreated: batches.jobsCreated })
      .from(batches)
      .where(isNull(batches.endTime));
    if (!open.length) return;
    for (const { id, jobsCreated } of open) {
      if (stopping()) return;
      let batch = loaded.get(id);
      if (!batch) {
        [batch] = await db.select().from(batches).where(eq(batches.id, id));
        loaded.set(id, batch);
      }
      if (jobsCreated >= totalOf(batch)) {
        await db.update(batches).set({ endTime: new Date() }).where(eq(batches.id, id));
        continue;
      }
      if (batch.type === 'set-external-task-retries') {
        await retriesChunk(db, batch, jobsCreated, setRetries);
      } else {
        await deletionChunk(db, runtime, batch, jobsCreated);
      }
      await pause();
    }
  }
}

/** How often the engine's tables are analyzed; the first time a minute after start. */
const ANALYZE_EVERY_MS = 30 * 60_000;
const FIRST_ANALYZE_MS = 60_000;
const ENGINE_TABLES = [
  'process_instance',
  'activity_instance',
  'variable',
  'external_task',
  'external_task_log',
  'incident',
  'timer_job',
  'timer_start_job',
  'connector_run',
  'engine_log',
].join(', ');

/** The database scheduler: due timers and batch work, one tick at a time. */
export function startScheduler(
  db: Db,
  runtime: Runtime,
  intervalMs: number,
  setRetries: SetRetries,
  /**
   * Starts the instances of the timer start events that are due (timer-starts.ts); answers the
   * next due date, so that a fire due before the next tick gets a tick of its own.
   */
  fireTimerStarts: () => Promise<Date | null> = async () => null,
) {
  let running: Promise<void> | null = null;
  let stopped = false;
  let nextAnalyze = Date.now() + FIRST_ANALYZE_MS;
  let wake: NodeJS.Timeout | undefined;
  const wakeAt = (due: Date | null) => {
    clearTimeout(wake);
    const delay = due ? +due - Date.now() : Infinity;
    if (delay >= intervalMs || stopped) return;
    wake = setTimeout(() => tick(), Math.max(0, delay));
    wake.unref();
  };
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        await fireDueTimers(db, runtime);
        wakeAt(await fireTimerStarts());
        await runBatches(db, runtime, setRetries, () => stopped);
        if (Date.now() >= nextAnalyze) {
          nextAnalyze = Date.now() + ANALYZE_EVERY_MS;
          // The embedded PGlite has no autovacuum: without this its planner has no statistics.
          await db.execute(sql.raw(`ANALYZE ${ENGINE_TABLES}`));
        }
      } catch (error) {
        runtime.events.emit('failure', error);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  runtime.events.on('batch', tick);
  return {
    tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(wake);
      await running;
    },
  };
}
