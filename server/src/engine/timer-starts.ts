import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, lt, lte, min } from 'drizzle-orm';
import { automationEvents, processDefinitions, timerStartJobs } from '../db/schema';
import { databaseErrorOf } from '../http/database-errors';
import type { Db, Tx } from '../db/types';
import { firstFire, nextFire } from './timer-schedule';
import type { DefinitionRow, ProcessEngine } from './types';

/**
 * Timer start events (Camunda's timer-start-event jobs). A key's timers belong to its newest
 * version: a deploy moves them there (a new version without timer starts removes them), and
 * deleting the newest version gives them back to the one before, as Camunda's BpmnDeployer
 * and DeleteProcessDefinitionsByIdsCmd do. The schedule lives in the database so that a fire
 * happens once across restarts and across servers sharing the database.
 */

/** The job's next fire, or null when it has none. */
type NextFire = ReturnType<typeof nextFire>;

/** Due jobs taken per scheduler pass. */
const FIRES_PER_PASS = 50;

export type TimerStartJob = typeof timerStartJobs.$inferSelect;

/** Replaces the jobs of the definition's key with the definition's own (in the deploy's transaction). */
export async function scheduleTimerStarts(tx: Tx, definition: DefinitionRow, now = new Date()) {
  await tx
    .delete(timerStartJobs)
    .where(
      and(
        eq(timerStartJobs.tenantId, definition.tenantId),
        eq(timerStartJobs.definitionKey, definition.key),
      ),
    );
  const timers = definition.model.timerStarts ?? [];
  if (!timers.length) return;
  await tx.insert(timerStartJobs).values(
    timers.map((timer) => ({
      id: randomUUID(),
      tenantId: definition.tenantId,
      definitionId: definition.id,
      definitionKey: definition.key,
      activityId: timer.activityId,
      ...firstFire(timer, now),
    })),
  );
}

/**
 * After a definition was deleted: when it was its key's newest version, the version now newest
 * gets its timers back (the deleted one's jobs went with it).
 */
export async function restoreTimerStarts(tx: Tx, deleted: DefinitionRow) {
  const [newest] = await tx
    .select()
    .from(processDefinitions)
    .where(
      and(
        eq(processDefinitions.tenantId, deleted.tenantId),
        eq(processDefinitions.key, deleted.key),
      ),
    )
    .orderBy(desc(processDefinitions.version))
    .limit(1);
  if (!newest || newest.version > deleted.version) return;
  await scheduleTimerStarts(tx, newest).catch(() => {
    // A timer of an older version that can no longer fire (a date cycle now over) stays off.
  });
}

/** The ledger's source for a timer start job's fires; a fire's key is its due date. */
const sourceOf = (job: TimerStartJob) => `timer-start:${job.id}`;

/** A start refused by the ledger: this fire was started before (by this process or another). */
const startedBefore = (error: unknown) => {
  const refusal = databaseErrorOf(error);
  return (
    refusal?.code === '23505' &&
    (refusal.constraint ?? refusal.message ?? '').includes('automation_event_once_idx')
  );
};

/**
 * Moves a fired job to its next due date (or deletes it when it is done) only if it is still
 * at the due date read, so that of two schedulers that read the same row one moves it and the
 * other changes nothing; the ledger rows of its earlier fires go (the last one stays, for a
 * scheduler that read the row before the move).
 */
async function moveOn(db: Db, job: TimerStartJob, next: NextFire) {
  const stillDue = and(eq(timerStartJobs.id, job.id), eq(timerStartJobs.dueDate, job.dueDate));
  await (next
    ? db
        .update(timerStartJobs)
        .set({ dueDate: next.dueDate, repeatsLeft: next.repeatsLeft })
        .where(stillDue)
    : db.delete(timerStartJobs).where(stillDue));
  await db
    .delete(automationEvents)
    .where(
      and(
        eq(automationEvents.source, sourceOf(job)),
        lt(automationEvents.eventKey, job.dueDate.toISOString()),
      ),
    );
}

/**
 * Starts one instance per due fire, from the timer start event. A fire missed while no server
 * ran fires once, and the cycle goes on from now (Camunda's DurationHelper skips the missed
 * dates too). The jobs of suspended definitions wait (Camunda suspends them); reactivated,
 * an overdue one fires once. A start that fails (the tenant's quota) loses that fire only.
 *
 * Once across server processes, and not lost when one dies: the start commits the fire's
 * ledger row (its job and due date; the ledger's unique index refuses a second), and only then
 * is the job moved on. A process that died between the two leaves the job due: the next pass
 * finds the fire started and moves on.
 */
export async function fireDueTimerStarts(
  db: Db,
  start: ProcessEngine['start'],
  onFailure: (job: TimerStartJob, error: unknown) => void,
) {
  const now = new Date();
  const due = await db
    .select({ job: timerStartJobs })
    .from(timerStartJobs)
    .innerJoin(processDefinitions, eq(processDefinitions.id, timerStartJobs.definitionId))
    .where(and(lte(timerStartJobs.dueDate, now), eq(processDefinitions.suspended, false)))
    .orderBy(asc(timerStartJobs.dueDate))
    .limit(FIRES_PER_PASS);
  for (const { job } of due) {
    let next: NextFire;
    try {
      next = job.cycle ? nextFire(job.cycle, now, job.repeatsLeft) : null;
    } catch (error) {
      // A cycle that no longer parses: the job is dropped rather than retried every pass.
      await db.delete(timerStartJobs).where(eq(timerStartJobs.id, job.id));
      onFailure(job, error);
      continue;
    }
    const ledger = {
      tenantId: job.tenantId,
      source: sourceOf(job),
      eventKey: job.dueDate.toISOString(),
      outcome: 'started' as const,
    };
    await start(job.tenantId, job.definitionId, { startActivityId: job.activityId, ledger }).catch(
      (error: unknown) => {
        if (!startedBefore(error)) onFailure(job, error);
      },
    );
    await moveOn(db, job, next);
  }
  return nextDue(db);
}

/** The soonest due date of the jobs that may fire. */
async function nextDue(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ due: min(timerStartJobs.dueDate) })
    .from(timerStartJobs)
    .innerJoin(processDefinitions, eq(processDefinitions.id, timerStartJobs.definitionId))
    .where(eq(processDefinitions.suspended, false));
  return row?.due ?? null;
}
