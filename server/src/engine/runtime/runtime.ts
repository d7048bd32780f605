import { EventEmitter } from 'node:events';
import { and, desc, eq } from 'drizzle-orm';
import { processDefinitions, processInstances } from '../../db/schema';
import type { Db } from '../../db/types';
import { EngineError, engineConflict, engineNotFound, engineOptimisticLocking } from '../errors';
import type { DefinitionRow, InstanceRow } from '../types';
import type { LedgerInsert } from './changes';
import { EndWaiters } from './end-waiters';
import { recountIncidents, resolveFailedJobs } from './incident-count';
import type { StepAction, StepOutcome } from './engine-thread-protocol';
import { EngineThreads } from './engine-thread';
import { persistedInstance, storedVariables, waitsOf } from './persisted';
import { isRevisionConflict, type EngineStore } from './store';
import type { Variables } from './variables';

/** Attempts of one step whose commit found its instance changed by another process. */
const STEP_ATTEMPTS = 8;

/**
 * Runs instances: their engines live in the engine threads; this side serializes the steps of
 * each instance, recovers an instance from its persisted state when its thread does not hold
 * it (after a restart or an eviction), and commits every step through the store before
 * answering. Other server processes may step the same instances (several processes on one
 * PostgreSQL): a step commits only over the revision its instance had when it was loaded or last
 * committed here; a step that loses reloads the instance and runs again (Camunda's optimistic
 * locking), and fails with OptimisticLockingException when it no longer applies.
 */
export class Runtime {
  readonly events = new EventEmitter();
  /** The instances the engine threads hold, oldest first. */
  private readonly live = new Set<string>();
  /** The revision each live instance's engine was computed from. */
  private readonly revisions = new Map<string, number>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly definitions = new Map<string, DefinitionRow>();
  private readonly endWaiters: EndWaiters;
  private readonly threads: EngineThreads;

  constructor(
    private readonly db: Db,
    private readonly store: EngineStore,
    private readonly maxLive = 5000,
    engineThreads = 1,
  ) {
    this.endWaiters = new EndWaiters(db);
    this.threads = new EngineThreads(engineThreads, {
      onTimer: ({ instanceId, token }) => {
        this.step(instanceId, { kind: 'fireTimer', token }).catch((error: unknown) =>
          this.events.emit('failure', error),
        );
      },
      // Its instances are recovered from the database when next needed, as after a restart.
      onLost: (held, error) => {
        for (const id of this.live) if (held(id)) this.live.delete(id);
        this.events.emit('failure', error);
      },
    });
  }

  async definition(id: string): Promise<DefinitionRow> {
    const cached = this.definitions.get(id);
    if (cached) return cached;
    const [row] = await this.db
      .select()
      .from(processDefinitions)
      .where(eq(processDefinitions.id, id));
    if (!row) throw engineNotFound(`No process definition with id ${id}`);
    this.definitions.set(id, row);
    return row;
  }

  private readonly latest = new Map<string, Promise<string>>();

  /** The newest version of a key, cached until the next deploy or deletion. */
  latestDefinitionId(tenantId: number, key: string): Promise<string> {
    const cacheKey = `${tenantId}\u0000${key}`;
    let id = this.latest.get(cacheKey);
    if (!id) {
      id = this.db
        .select({ id: processDefinitions.id })
        .from(processDefinitions)
        .where(and(eq(processDefinitions.tenantId, tenantId), eq(processDefinitions.key, key)))
        .orderBy(desc(processDefinitions.version))
        .limit(1)
        .then(([row]) => {
          if (!row)
            throw engineNotFound(
              `No matching process definition with key: ${key} and no tenant-id`,
            );
          return row.id;
        });
      id.catch(() => this.latest.delete(cacheKey));
      this.latest.set(cacheKey, id);
    }
    return id;
  }

  forgetLatest() {
    this.latest.clear();
  }

  /** The definitions whose rows this process holds (to forget them all after a reconnect). */
  heldDefinitionIds() {
    return [...this.definitions.keys()];
  }

  /** Drops cached definition rows (after suspension or deletion). */
  forgetDefinition(id: string) {
    this.definitions.delete(id);
    this.threads.forgetDefinition(id);
  }

  /** Runs `work` after every earlier piece of work on the same instance. */
  serialize<T>(instanceId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(instanceId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.locks.set(instanceId, tail);
    void tail.then(() => {
      if (this.locks.get(instanceId) === tail) this.locks.delete(instanceId);
    });
    return next;
  }

  /**
   * Work a committed start or step leads to on other instances (call activities): run after
   * the instance's own serialized work, so that it may step or start any instance.
   */
  afterCommit: ((outcome: StepOutcome) => Promise<void>) | null = null;

  async start(definition: DefinitionRow, row: InstanceRow, vars: Variables, ledger?: LedgerInsert) {
    const outcome = await this.serialize(row.id, async () => {
      this.live.add(row.id);
      this.revisions.set(row.id, row.revision ?? 0);
      const outcome = await this.threads.start(definition, row, vars).catch((error: unknown) => {
        this.evict(row.id);
        throw error;
      });
      if (ledger) outcome.changes.ledger.push({ ...ledger, instanceId: row.id });
      await this.finish(outcome);
      this.trimLive();
      return outcome;
    });
    await this.afterCommit?.(outcome);
    return outcome.row;
  }

  /** Has its engine thread hold the instance, recovered from the database if need be. */
  private async load(instanceId: string) {
    if (this.live.has(instanceId)) return;
    const { row, engineState } = await persistedInstance(this.db, instanceId);
    const definition = await this.definition(row.definitionId);
    const [variables, waits] = await Promise.all([
      storedVariables(this.db, instanceId),
      waitsOf(this.db, instanceId),
    ]);
    await this.threads.load(definition, row, engineState, variables, waits);
    this.live.add(instanceId);
    this.revisions.set(instanceId, row.revision);
    this.trimLive();
    if (row.incidents > 0) await resolveFailedJobs(this.db, instanceId);
  }

  /**
   * One step of a running instance: `action` moves the engine on (completing a task,
   * delivering a message); the step's changes are committed before this resolves.
   */
  async step(instanceId: string, action: StepAction, ledger?: LedgerInsert): Promise<void> {
    const outcome = await this.serialize(instanceId, async () => {
      for (let attempt = 1; ; attempt++) {
        const held = this.live.has(instanceId);
        try {
          await this.load(instanceId);
          const outcome = await this.threads.step(instanceId, action);
          if (ledger) outcome.changes.ledger.push({ ...ledger, instanceId });
          await this.finish(outcome);
          return outcome;
        } catch (error) {
          // finish() has evicted the instance: the next attempt loads what the winner wrote.
          if (isRevisionConflict(error) && attempt < STEP_ATTEMPTS) continue;
          // Refused by an engine held from before another process's step (a task it created,
          // a message it now waits for): run again on what that process wrote.
          if (held && attempt === 1 && (await this.isStale(instanceId))) continue;
          // Loaded for this step: what its resume moved on (a timer that came due meanwhile)
          // was to be written with the step; the next one loads it again.
          if (!held) this.evict(instanceId);
          throw attempt > 1 ? noLongerApplies(instanceId, error) : error;
        }
      }
    });
    await this.afterCommit?.(outcome);
  }

  /** True (and evicted) when another process committed a step since this one held it. */
  private async isStale(instanceId: string) {
    const [row] = await this.db
      .select({ revision: processInstances.revision })
      .from(processInstances)
      .where(eq(processInstances.id, instanceId));
    if (!row || row.revision === this.revisions.get(instanceId)) return false;
    this.evict(instanceId);
    return true;
  }

  private async finish(outcome: StepOutcome) {
    const { changes, row } = outcome;
    const revision = (this.revisions.get(row.id) ?? 0) + 1;
    const written = changes.instances.get(row.id);
    if (written) written.revision = revision;
    try {
      await this.store.commit(changes);
    } catch (error) {
      this.evict(row.id);
      throw error;
    }
    this.revisions.set(row.id, revision);
    if (changes.tasksCreated.size) {
      this.events.emit('tasks', [
        ...new Set([...changes.tasksCreated.values()].map((t) => t.topicName)),
      ]);
    }
    if (outcome.failure !== null) await recountIncidents(this.db, row.id);
    if (outcome.ended || outcome.failure !== null) {
      this.evict(row.id);
      this.endWaiters.ended(
        row.id,
        outcome.failure !== null
          ? { error: new Error(outcome.failure) }
          : { variables: outcome.variables ?? new Map() },
      );
    }
  }

  waitForEnd(instanceId: string) {
    return this.endWaiters.wait(instanceId);
  }

  /** Ends the waits of an instance that was stopped from outside. */
  cancelled(instanceId: string, reason: string) {
    this.evict(instanceId);
    this.endWaiters.ended(instanceId, {
      error: engineConflict(`Process instance ${instanceId} was stopped: ${reason}`),
    });
  }

  evict(instanceId: string) {
    this.revisions.delete(instanceId);
    if (this.live.delete(instanceId)) this.threads.evict(instanceId);
  }

  /** Keeps memory bounded: the oldest idle instances go back to the database only. */
  private trimLive() {
    if (this.live.size <= this.maxLive) return;
    for (const id of this.live) {
      if (this.live.size <= this.maxLive) break;
      if (!this.locks.has(id)) this.evict(id);
    }
  }

  async close() {
    await Promise.all([...this.locks.values()]);
    await this.store.drain();
    this.endWaiters.close();
    this.live.clear();
    await this.threads.close();
  }
}

/**
 * A step that lost to another process and then failed on the instance as that process left it:
 * what was asked no longer applies (its task was completed, its instance ended or was stopped).
 */
function noLongerApplies(instanceId: string, error: unknown): unknown {
  if (isRevisionConflict(error))
    return engineOptimisticLocking(
      `Process instance ${instanceId} kept changing in other server processes; try again`,
    );
  if (!(error instanceof EngineError)) return error;
  return engineOptimisticLocking(
    `Process instance ${instanceId} was changed by another server process meanwhile: ${error.message}`,
  );
}
