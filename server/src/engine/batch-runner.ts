import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { batches } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { stopInstances } from './instance-operations';
import type { JobLock } from './job-lock';
import { cancelCallsOf } from './runtime/call-activities';
import type { Runtime } from './runtime/runtime';

/** Instances per transaction of a deletion batch: small, so other requests interleave. */
export const BATCH_CHUNK = 10;
const CHUNK_PAUSE_MS = 10;

/** Sets retries on those of the tasks that still exist; answers how many there were. */
export type SetRetries = (tenantId: number, taskIds: string[], retries: number) => Promise<number>;

const pause = () => new Promise((resolve) => setTimeout(resolve, CHUNK_PAUSE_MS));

type BatchRow = typeof batches.$inferSelect;
type Payload<K> = Extract<BatchRow['payload'], K>;

/** A chunk counted by another process (this one's lock was lost): its work is rolled back. */
class ChunkTakenOver extends Error {}

/**
 * Counts a chunk's jobs on its batch, in the chunk's own transaction, only while this process
 * holds the batch and nobody counted from `done` meanwhile; answers whether it did.
 */
async function countChunk(
  tx: Tx,
  jobs: JobLock,
  batch: BatchRow,
  chunk: { done: number; size: number; completed: number },
) {
  const created = chunk.done + chunk.size;
  const counted = await tx
    .update(batches)
    .set({
      jobsCreated: created,
      completedJobs: sql`${batches.completedJobs} + ${chunk.completed}`,
      failedJobs: sql`${batches.failedJobs} + ${chunk.size - chunk.completed}`,
      endTime: created < totalOf(batch) ? null : new Date(),
    })
    .where(
      and(
        eq(batches.id, batch.id),
        eq(batches.jobsCreated, chunk.done),
        eq(batches.lockOwner, jobs.owner),
      ),
    )
    .returning({ id: batches.id });
  return counted.length === 1;
}

async function deletionChunk(
  db: Db,
  runtime: Runtime,
  jobs: JobLock,
  batch: BatchRow,
  done: number,
) {
  const { instanceIds, deleteReason } = batch.payload as Payload<{ instanceIds: string[] }>;
  const chunk = instanceIds.slice(done, done + BATCH_CHUNK);
  // One transaction: a process that dies mid-chunk stopped nothing and counted nothing.
  const stopped = await db
    .transaction(async (tx) => {
      const ids = await stopInstances(tx, chunk, deleteReason);
      const completed = ids.filter((id) => chunk.includes(id)).length;
      if (!(await countChunk(tx, jobs, batch, { done, size: chunk.length, completed }))) {
        throw new ChunkTakenOver();
      }
      return ids;
    })
    .catch((error: unknown) => {
      if (error instanceof ChunkTakenOver) return [];
      throw error;
    });
  for (const id of stopped) runtime.cancelled(id, deleteReason ?? 'deleted');
  await cancelCallsOf(db, runtime, stopped, deleteReason ?? null);
}

async function retriesChunk(
  db: Db,
  jobs: JobLock,
  batch: BatchRow,
  done: number,
  setRetries: SetRetries,
) {
  const { taskIds, retries } = batch.payload as Payload<{ taskIds: string[] }>;
  const chunk = taskIds.slice(done, done + BATCH_CHUNK);
  // A task that ended since the batch began is a failed job, as in Camunda. Setting retries
  // twice sets the same: a chunk redone after a process died mid-chunk changes nothing more.
  const completed = await setRetries(batch.tenantId, chunk, retries);
  await db.transaction((tx) =>
    countChunk(tx, jobs, batch, { done, size: chunk.length, completed }),
  );
}

const totalOf = (batch: BatchRow) =>
  'taskIds' in batch.payload ? batch.payload.taskIds.length : batch.payload.instanceIds.length;

/** Batches nobody holds, whose holder's lock expired, or this process's own. */
const free = (jobs: JobLock) =>
  or(
    isNull(batches.lockExpirationTime),
    lt(batches.lockExpirationTime, sql`now()`),
    eq(batches.lockOwner, jobs.owner),
  );

/**
 * Takes (or renews) the batch for this process unless another one holds it; answers how many
 * of its jobs are done, read under the lock, or null when it is another's.
 */
async function takeBatch(db: Db, jobs: JobLock, id: string) {
  const [taken] = await db
    .update(batches)
    .set({ lockOwner: jobs.owner, lockExpirationTime: jobs.expiry() })
    .where(and(eq(batches.id, id), isNull(batches.endTime), free(jobs)))
    .returning({ jobsCreated: batches.jobsCreated });
  return taken ? taken.jobsCreated : null;
}

/**
 * Works through batches (instance deletions, external task retries) a chunk at a time, each
 * chunk one short transaction that also counts its jobs, with a pause between chunks so that
 * other requests get the database (the embedded one has a single connection). The open
 * batches take turns, a chunk each, so a retry of two tasks started behind the stop of a
 * million instances ends in a second, not after it; a batch started meanwhile joins the next
 * turn. A batch is worked by the process holding its lock (renewed every chunk); the others
 * skip it, and continue it once the lock of a process that died has expired. Ends when no
 * batch is open (or all are another's) or `stopping` says so.
 */
export async function runBatches(
  db: Db,
  runtime: Runtime,
  jobs: JobLock,
  setRetries: SetRetries,
  stopping: () => boolean,
) {
  // The id list never changes: read once per batch, not once per chunk (it can be megabytes).
  const loaded = new Map<string, BatchRow>();
  while (!stopping()) {
    const open = await db
      .select({ id: batches.id })
      .from(batches)
      .where(and(isNull(batches.endTime), free(jobs)));
    if (!open.length) return;
    for (const { id } of open) {
      if (stopping()) return;
      const done = await takeBatch(db, jobs, id);
      if (done === null) continue;
      let batch = loaded.get(id);
      if (!batch) {
        [batch] = await db.select().from(batches).where(eq(batches.id, id));
        loaded.set(id, batch);
      }
      if (done >= totalOf(batch)) {
        await db.update(batches).set({ endTime: new Date() }).where(eq(batches.id, id));
        continue;
      }
      if (batch.type === 'set-external-task-retries') {
        await retriesChunk(db, jobs, batch, done, setRetries);
      } else {
        await deletionChunk(db, runtime, jobs, batch, done);
      }
      await pause();
    }
  }
}
