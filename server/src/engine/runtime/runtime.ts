import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  activityInstances,
  externalTasks,
  messageSubscriptions,
  processDefinitions,
  processInstances,
  timerJobs,
  variables as variableTable,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError, badRequest, notFound } from '../../http/envelope';
import { compileDefinition, type CompiledDefinition } from '../bpmn/factory';
import type { DefinitionRow, InstanceRow } from '../types';
import { addStat, emptyChanges } from './changes';
import { LiveInstance } from './live-instance';
import type { EngineStore } from './store';
import { parseStored, type Variables } from './variables';

const settle = () => new Promise((resolve) => setImmediate(resolve));
const RUNNING = ['ACTIVE', 'SUSPENDED'] as const;

interface EndWaiter {
  resolve: (variables: Variables) => void;
  reject: (error: Error) => void;
}

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
  private readonly endWaiters = new Map<string, EndWaiter[]>();

  constructor(
    private readonly db: Db,
    private readonly store: EngineStore,
    private readonly maxLive = 5000,
  ) {}

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
      externalTask: (live, activity, executionId) =>
        this.createExternalTask(live, activity, executionId),
      timerFired: (live, fire) => {
        // Only the engine that armed the timer may run it (not one evicted since).
        if (this.live.get(live.row.id) !== live) return;
        this.step(live.row.id, fire).catch((error: unknown) => this.events.emit('failure', error));
      },
    });
  }

  async start(
    definition: DefinitionRow,
    row: InstanceRow,
    vars: Variables,
    after?: (live: LiveInstance) => void,
  ) {
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
      after?.(live);
      await this.finish(live);
      this.trimLive();
      return live.row;
    });
  }

  /** The live instance, recovered from the database when it is not in memory. */
  async load(instanceId: string): Promise<LiveInstance> {
    const existing = this.live.get(instanceId);
    if (existing) return existing;
    const [row] = await this.db
      .select()
      .from(processInstances)
      .where(eq(processInstances.id, instanceId));
    if (!row) throw notFound(`No process instance with id ${instanceId}`);
    if (!RUNNING.includes(row.state as (typeof RUNNING)[number])) {
      throw badRequest(`Process instance ${instanceId} is not running (${row.state})`);
    }
    if (!row.engineState) {
      throw badRequest(
        `Process instance ${instanceId} was imported as history only; it can be stopped but not moved on`,
      );
    }
    const definition = await this.definition(row.definitionId);
    const compiled = await this.compile(definition);
    const [vars, tasks, subs, timers, open] = await Promise.all([
      this.db.select().from(variableTable).where(eq(variableTable.processInstanceId, instanceId)),
      this.db.select().from(externalTasks).where(eq(externalTasks.processInstanceId, instanceId)),
      this.db
        .select()
        .from(messageSubscriptions)
        .where(eq(messageSubscriptions.processInstanceId, instanceId)),
      this.db
        .select({ id: timerJobs.id })
        .from(timerJobs)
        .where(eq(timerJobs.processInstanceId, instanceId)),
      this.db
        .select()
        .from(activityInstances)
        .where(
          and(
            eq(activityInstances.processInstanceId, instanceId),
            isNull(activityInstances.endTime),
          ),
        ),
    ]);
    const live = this.newLive(
      row,
      definition,
      compiled,
      new Map(vars.map((v) => [v.name, parseStored(v.type, v.value)])),
    );
    for (const task of tasks) live.tasks.set(task.executionId, task.id);
    for (const sub of subs)
      live.subscriptions.set(sub.executionId, { id: sub.id, name: sub.eventName });
    for (const timer of timers)
      live.timers.set(timer.id.slice(0, timer.id.lastIndexOf(`:${instanceId}`)), timer.id);
    for (const activity of open) live.open.set(activity.id, activity);
    live.sequence = open.length ? Math.max(...open.map((a) => a.sequence)) + 1 : 0;
    this.live.set(instanceId, live);
    try {
      await live.resume(row.engineState);
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
      for (const waiter of this.endWaiters.get(live.row.id) ?? []) {
        if (live.failure) waiter.reject(live.failure);
        else waiter.resolve(live.variables);
      }
      this.endWaiters.delete(live.row.id);
    }
  }

  private createExternalTask(
    live: LiveInstance,
    activity: { id: string; name?: string; topic: string },
    executionId: string,
  ) {
    const id = randomUUID();
    const now = new Date();
    const task = {
      id,
      tenantId: live.row.tenantId,
      topicName: activity.topic,
      retries: null,
      processInstanceId: live.row.id,
      executionId,
      activityId: activity.id,
      activityInstanceId: live.activityInstanceId(executionId),
      definitionId: live.definition.id,
      definitionKey: live.definition.key,
      businessKey: live.row.businessKey,
      suspended: live.row.state === 'SUSPENDED',
      createTime: now,
    };
    live.tasks.set(executionId, id);
    live.changes.tasksCreated.set(id, task);
    live.changes.taskLogs.push({
      ...task,
      id: randomUUID(),
      externalTaskId: id,
      timestamp: now,
      state: 'created',
    });
    const open = live.open.get(task.activityInstanceId);
    if (open) open.taskId = id;
  }

  /** Resolves with the variables when the instance ends (at once if it has ended). */
  async waitForEnd(instanceId: string): Promise<Variables> {
    const ended = new Promise<Variables>((resolve, reject) => {
      const waiters = this.endWaiters.get(instanceId) ?? [];
      waiters.push({ resolve, reject });
      this.endWaiters.set(instanceId, waiters);
    });
    // Registered first, checked second: an end between the two cannot be missed.
    const [row] = await this.db
      .select({ state: processInstances.state })
      .from(processInstances)
      .where(eq(processInstances.id, instanceId));
    if (!row || RUNNING.includes(row.state as (typeof RUNNING)[number])) return ended;
    this.endWaiters.delete(instanceId);
    if (row.state !== 'COMPLETED') {
      throw new ApiError(409, `Process instance ${instanceId} has ended: ${row.state}`);
    }
    const vars = await this.db
      .select()
      .from(variableTable)
      .where(eq(variableTable.processInstanceId, instanceId));
    return new Map(vars.map((v) => [v.name, parseStored(v.type, v.value)]));
  }

  /** Ends the waits of an instance that was stopped from outside. */
  cancelled(instanceId: string, reason: string) {
    this.evict(instanceId);
    for (const waiter of this.endWaiters.get(instanceId) ?? []) {
      waiter.reject(new ApiError(409, `Process instance ${instanceId} was stopped: ${reason}`));
    }
    this.endWaiters.delete(instanceId);
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
