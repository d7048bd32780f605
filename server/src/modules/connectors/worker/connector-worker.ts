import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/types';
import type { FetchAndLockRequest, LockedExternalTask } from '../../../engine';
import { createBindingCache, type Binding } from './binding-cache';
import type { BindingSignal } from './binding-events';
import { createRunLog } from './run-log';
import type { ScriptHost } from '../script-runs';
import { createTaskRunner, type WorkerEngine } from './task-runner';

/**
 * This process's worker: each server process its own id, so that a run whose task lock expired
 * meanwhile (and which another process's worker took) cannot complete the task over that lock.
 */
export const CONNECTOR_WORKER_ID = `console-connector-worker:${os.hostname()}:${process.pid}`;
/**
 * Tasks run at once, and held at most, by default. A task's run waits on the database and the
 * engine threads; under load that is a few hundred ms, so the worker keeps many in flight.
 */
export const DEFAULT_CONCURRENCY = 48;
export const DEFAULT_MAX_TASKS = 150;

export interface ConnectorWorkerOptions {
  /** Connectors or bindings changed (app.ts gives the connector routes the same signal). */
  bindingsChanged: BindingSignal;
  db: Db;
  engine: WorkerEngine;
  logger: FastifyBaseLogger;
  /** How long a failed task waits before it is fetched again. */
  retryTimeoutMs?: number;
  /** The safety-net poll; new tasks normally arrive through onTasksAvailable. */
  pollIntervalMs?: number;
  /** Tasks run at once. */
  concurrency?: number;
  /** Tasks fetched and held at most (running plus waiting to run). */
  maxTasks?: number;
  bindingCacheTtlMs?: number;
  /** Runs script connectors (see task-runner.ts). */
  scripts?: ScriptHost;
}

export interface ConnectorWorker {
  stop(): Promise<void>;
}

/**
 * The built-in worker: it serves only topics that have a bound connector. It fetches when the
 * engine says tasks of a bound topic are available, when a retry timeout ends, on a slow poll
 * as a safety net, and once at start for tasks left from before a restart; it never polls in
 * a tight loop.
 */
export function startConnectorWorker(options: ConnectorWorkerOptions): ConnectorWorker {
  const { db, engine, logger } = options;
  const retryTimeoutMs = options.retryTimeoutMs ?? 1000;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const maxTasks = options.maxTasks ?? DEFAULT_MAX_TASKS;
  const cache = createBindingCache(db, options.bindingCacheTtlMs ?? 5000);
  const runLog = createRunLog(db, (err) => logger.error({ err }, 'connector_run rows not written'));
  const runTask = createTaskRunner({
    engine,
    cache,
    runLog,
    logger,
    workerId: CONNECTOR_WORKER_ID,
    retryTimeoutMs,
    scripts: options.scripts,
  });

  const queue: LockedExternalTask[] = [];
  const running = new Set<Promise<void>>();
  const retryTimers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let fetching: Promise<void> | undefined;
  /** The topics a fetch may find tasks of ('all' after a poll or a binding change). */
  let dirty: Set<string> | 'all' = 'all';
  /** Tenants take turns at the head of the fetch, so one busy tenant cannot starve others. */
  let turn = 0;

  // The lock covers the wait in the queue (maxTasks / concurrency rounds) plus the run itself.
  const lockFor = (timeoutMs: number) =>
    (Math.ceil(maxTasks / concurrency) + 1) * timeoutMs + 30_000;
  const fetchTopic = (binding: Binding): FetchAndLockRequest['topics'][number] => ({
    topicName: binding.topic,
    processDefinitionKey: binding.processKey,
    lockDuration: lockFor(binding.connector.timeoutMs),
  });

  function markDirty(topics: Iterable<string> | 'all') {
    if (topics === 'all' || dirty === 'all') dirty = 'all';
    else for (const topic of topics) dirty.add(topic);
    pump();
  }

  function startTasks() {
    while (!stopped && running.size < concurrency && queue.length) {
      const task = queue.shift() as LockedExternalTask;
      const run = runTask(task)
        .then((retry) => {
          if (retry) retryLater(task.topicName);
        })
        .catch((err: unknown) => logger.error({ err, taskId: task.id }, 'connector task crashed'))
        .finally(() => {
          running.delete(run);
          startTasks();
          pump();
        });
      running.add(run);
    }
  }

  /** The engine announces a failed task at once; it can be fetched when its retry timeout ends. */
  function retryLater(topic: string) {
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      markDirty([topic]);
    }, retryTimeoutMs + 20);
    timer.unref();
    retryTimers.add(timer);
  }

  const freePlaces = () => maxTasks - queue.length - running.size;
  // Wait for a few free places rather than fetching one task at a time.
  const hasRoom = () => freePlaces() >= Math.min(concurrency, maxTasks);
  const hasDirty = () => dirty === 'all' || dirty.size > 0;

  async function fetchLoop() {
    while (!stopped && hasDirty() && hasRoom()) {
      let room = freePlaces();
      const wanted = dirty;
      dirty = new Set();
      const snapshot = await cache.get();
      const tenants = [...snapshot.byTenant];
      turn = (turn + 1) % Math.max(tenants.length, 1);
      for (const [tenantId, bindings] of [...tenants.slice(turn), ...tenants.slice(0, turn)]) {
        const topics = bindings
          .filter((binding) => wanted === 'all' || wanted.has(binding.topic))
          .map(fetchTopic);
        if (!topics.length || stopped) continue;
        const tasks = await engine.fetchAndLock(tenantId, {
          workerId: CONNECTOR_WORKER_ID,
          maxTasks: room,
          topics,
        });
        queue.push(...tasks);
        startTasks();
        room -= tasks.length;
        if (room <= 0) {
          // Full: more tasks may wait, of this tenant or of the ones not asked yet.
          markDirty(wanted);
          return;
        }
      }
    }
  }

  function pump() {
    if (fetching || stopped || !hasDirty() || !hasRoom()) return;
    fetching = fetchLoop()
      .catch((err: unknown) => logger.error({ err }, 'connector worker could not fetch tasks'))
      .finally(() => {
        fetching = undefined;
        // A notice that came while the last fetch was finishing.
        pump();
      });
  }

  const unsubscribe = engine.onTasksAvailable((topics) => {
    const bound = cache.knownTopicNames();
    const ours = bound ? topics.filter((topic) => bound.has(topic)) : topics;
    if (ours.length) markDirty(ours);
  });
  const stopListening = options.bindingsChanged.listen(() => {
    cache.invalidate();
    // A topic that was just bound may have tasks waiting already.
    markDirty('all');
  });
  const poll = setInterval(() => markDirty('all'), options.pollIntervalMs ?? 2000);
  poll.unref();
  pump();

  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(poll);
      for (const timer of retryTimers) clearTimeout(timer);
      unsubscribe();
      stopListening();
      await fetching;
      // Tasks fetched but not started go back at once instead of waiting for their lock.
      const waiting = queue.splice(0);
      await Promise.all(
        waiting.map((task) => engine.unlock('all', task.id).catch(() => undefined)),
      );
      await Promise.all(running);
      await runLog.flush();
    },
  };
}
