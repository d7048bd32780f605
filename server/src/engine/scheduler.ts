import { and, eq, inArray, sql } from 'drizzle-orm';
import { batches, processInstances, timerJobs } from '../db/schema';
import type { Db } from '../db/types';
import { runBatches, type SetRetries } from './batch-runner';
import { JobLock } from './job-lock';
import type { Runtime } from './runtime/runtime';

export { BATCH_CHUNK, type SetRetries } from './batch-runner';

/** A timer this late was not armed in memory (restart, eviction, long timer). */
const OVERDUE_MS = 1000;
/** Due timer jobs taken per pass. */
const TIMERS_PER_PASS = 100;

/**
 * Takes the due timer jobs that no live process is firing (Camunda's job acquisition): each
 * gets this process as its lock owner until the lock expires, so that of N schedulers one fires
 * it, and a job whose process died is taken again once its lock has expired. `late`: a timer
 * due by then was not armed in memory (restart, eviction, long timer). Due dates are the
 * engine's clock, lock expiries the database's (one clock for every process).
 */
export async function acquireDueTimers(
  db: Db,
  jobs: JobLock,
  late = new Date(Date.now() - OVERDUE_MS),
) {
  const result = await db.execute(sql`
    with picked as materialized (
      select ${timerJobs.id} from ${timerJobs}
      join ${processInstances} on ${processInstances.id} = ${timerJobs.processInstanceId}
      where ${timerJobs.dueDate} <= ${late.toISOString()}::timestamptz and ${processInstances.state} = 'ACTIVE'
        and (${timerJobs.lockExpirationTime} is null or ${timerJobs.lockExpirationTime} < now())
      order by ${timerJobs.dueDate} limit ${TIMERS_PER_PASS}
      for update of ${timerJobs} skip locked)
    update ${timerJobs} set lock_owner = ${jobs.owner}, lock_expiration_time = ${jobs.expiry()}
    from picked where ${timerJobs.id} = picked.id
    returning ${timerJobs.id}, ${timerJobs.processInstanceId} as instance_id`);
  // Both drivers answer { rows }.
  return (result as unknown as { rows: { id: string; instance_id: string }[] }).rows;
}

/** Fires the timers that are due but were not armed in memory (restart, eviction, long). */
async function fireDueTimers(db: Db, runtime: Runtime, jobs: JobLock) {
  const byInstance = new Map<string, string[]>();
  for (const { id, instance_id: instanceId } of await acquireDueTimers(db, jobs)) {
    byInstance.set(instanceId, [...(byInstance.get(instanceId) ?? []), id]);
  }
  for (const [instanceId, jobIds] of byInstance) {
    // Loading re-arms short timers from the saved state; long ones fire here, when the
    // database says they are due. The step's commit deletes the jobs it fired.
    await runtime.step(instanceId, { kind: 'fireDueTimers', jobIds }).catch(async (error) => {
      runtime.events.emit('failure', error);
      // Not fired: the next pass (of any process) tries again rather than after the expiry.
      await db
        .update(timerJobs)
        .set({ lockOwner: null, lockExpirationTime: null })
        .where(and(inArray(timerJobs.id, jobIds), eq(timerJobs.lockOwner, jobs.owner)));
    });
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

export interface SchedulerOptions {
  intervalMs: number;
  setRetries: SetRetries;
  /**
   * Starts the instances of the timer start events that are due (timer-starts.ts); answers the
   * next due date, so that a fire due before the next tick gets a tick of its own.
   */
  fireTimerStarts?: () => Promise<Date | null>;
  /** How long a timer job or batch this process took stays its own (ENGINE_JOB_LOCK_MS). */
  jobLockMs?: number;
}

/**
 * The database scheduler: due timers and batch work, one tick at a time. Every server process
 * on the database runs one; the jobs it takes are locked to it (job-lock.ts).
 */
export function startScheduler(db: Db, runtime: Runtime, options: SchedulerOptions) {
  const { intervalMs, setRetries, fireTimerStarts = async () => null } = options;
  const jobs = new JobLock(options.jobLockMs);
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
        await fireDueTimers(db, runtime, jobs);
        wakeAt(await fireTimerStarts());
        await runBatches(db, runtime, jobs, setRetries, () => stopped);
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
      // A process that stops in order hands its batches on at once, not at their expiry.
      await db
        .update(batches)
        .set({ lockOwner: null, lockExpirationTime: null })
        .where(eq(batches.lockOwner, jobs.owner));
      await db
        .update(timerJobs)
        .set({ lockOwner: null, lockExpirationTime: null })
        .where(eq(timerJobs.lockOwner, jobs.owner));
    },
  };
}
