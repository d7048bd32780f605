import { EventEmitter } from 'node:events';
import { and, desc, eq } from 'drizzle-orm';
import { processDefinitions } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../http/envelope';
import { compileDefinition, type CompiledDefinition } from '../bpmn/factory';
import type { DefinitionRow, InstanceRow } from '../types';
import { addStat, emptyChanges } from './changes';
import { EndWaiters } from './end-waiters';
import { LiveInstance } from './live-instance';
import { persistedInstance, restoreWaits, storedVariables } from './persisted';
import type { EngineStore } from './store';
import type { Variables } from './variables';

const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs instances: holds the live ones in memory, serializes the steps of each instance,
 * recovers an instance from its persisted state when it is not in memory (after a restart or
 * an eviction), and commits every step through the store before answering.
 */
export class Runtime {
  readonly live = new Map<string, LiveInstance>();
  readonly events = new EventEmitter();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly compiled = new Map<string, Promise<CompiledDefinition>>();
  private readonly definitions = new Map<string, DefinitionRow>();
  private readonly endWaiters: EndWaiters;

  constructor(
    private readonly db: Db,
    private readonly store: EngineStore,
    private readonly maxLive = 5000,
  ) {
    this.endWaiters = new EndWaiters(db);
  }

  async definition(id: string): Promise<DefinitionRow> {
    const cached = this.definitions.get(id);
    if (cached) return cached;
    const [row] = await this.db
      .select()
      .from(processDefinitions)
      .where(eq(processDefinitions.id, id));
    if (!row) throw notFound(`No process definition with id ${id}`);
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
            throw notFound(`No matching process definition with key: ${key} and no tenant-id`);
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

  /** Drops cached definition rows (after suspension or deletion). */
  forgetDefinition(id: string) {
    this.definitions.delete(id);
    this.compiled.delete(id);
  }

  private compile(definition: DefinitionRow) {
    let compiled = this.compiled.get(definition.id);
    if (!compiled) {
      compiled = compileDefinition(definition.xml);
      this.compiled.set(definition.id, compiled);
    }
    return compiled;
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

  private newLive(
    row: InstanceRow,
    definition: DefinitionRow,
    compiled: CompiledDefinition,
    vars: Variables,
  ) {
    return new LiveInstance(row, definition, compiled, vars, {
      externalTask: (live, activity, executionId) => live.createExternalTask(activity, executionId),
      timerFired: (live, fire) => {
        // Only the engine that armed the timer may run it (not one evicted since).
        if (this.live.get(live.row.id) !== live) return;
        this.step(live.row.id, fire).catch((error: unknown) => this.events.emit('failure', error));
      },
    });
  }

  async start(definition: DefinitionRow, row: InstanceRow, vars: Variables) {
    const compiled = await this.compile(definition);
    const live = this.newLive(row, definition, compiled, new Map());
    for (const [name, variable] of vars) live.setVariable(name, variable);
    live.log('info', `Process instance of ${definition.key} v${definition.version} started`);
    // Every start is an event the platform received (an API call, a message, later a trigger).
    addStat(live.changes, row.tenantId, 'event', 'success');
    return this.serialize(row.id, async () => {
      this.live.set(row.id, live);
      await live.execute();
      await settle();
      await this.finish(live);
      this.trimLive();
      return live.row;
    });
  }

  /** The live instance, recovered from the database when it is not in memory. */
  async load(instanceId: string): Promise<LiveInstance> {
    const existing = this.live.get(instanceId);
    if (existing) return existing;
    const { row, engineState } = await persistedInstance(this.db, instanceId);
    const definition = await this.definition(row.definitionId);
    const compiled = await this.compile(definition);
    const live = this.newLive(
      row,
      definition,
      compiled,
      await storedVariables(this.db, instanceId),
    );
    await restoreWaits(this.db, live);
    this.live.set(instanceId, live);
    try {
      await live.resume(engineState);
      await settle();
    } catch (error) {
      this.evict(instanceId);
      throw error;
    }
    // Resuming only re-arms waits; nothing new happened that needs writing.
    live.changes.activities.clear();
    this.trimLive();
    return live;
  }

  /**
   * One step of a running instance: `action` drives the engine (completing a task,
   * delivering a message); the step's changes are committed before this resolves.
   */
  step<T>(instanceId: string, action: (live: LiveInstance) => T | Promise<T>): Promise<T> {
    return this.serialize(instanceId, async () => {
      const live = await this.load(instanceId);
      let result: T;
      try {
        result = await action(live);
      } catch (error) {
        live.changes = emptyChanges();
        throw error;
      }
      await settle();
      await this.finish(live);
      return result;
    });
  }

  private async finish(live: LiveInstance) {
    const changes = await live.finishStep();
    const done = live.ended || live.failure !== null;
    try {
      await this.store.commit(changes);
    } catch (error) {
      this.evict(live.row.id);
      throw error;
    }
    if (changes.tasksCreated.size) {
      this.events.emit('tasks', [
        ...new Set([...changes.tasksCreated.values()].map((t) => t.topicName)),
      ]);
    }
    if (done) {
      this.evict(live.row.id);
      this.endWaiters.ended(
        live.row.id,
        live.failure ? { error: live.failure } : { variables: live.variables },
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
      error: new ApiError(409, `Process instance ${instanceId} was stopped: ${reason}`),
    });
  }

  evict(instanceId: string) {
    this.live.get(instanceId)?.stop();
    this.live.delete(instanceId);
  }

  /** Keeps memory bounded: the oldest idle instances go back to the database only. */
  private trimLive() {
    if (this.live.size <= this.maxLive) return;
    for (const id of this.live.keys()) {
      if (this.live.size <= this.maxLive) break;
      if (!this.locks.has(id)) this.evict(id);
    }
  }

  async close() {
    await Promise.all([...this.locks.values()]);
    await this.store.drain();
    for (const id of [...this.live.keys()]) this.evict(id);
  }
}
