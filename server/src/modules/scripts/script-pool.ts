import os from 'node:os';
import { ApiError } from '../../http/envelope';
import { ScriptError } from './compile';
import type { JobFailure, ThreadJob } from './pool-messages';
import { PoolThread, type ThreadEvents } from './pool-thread';
import type { HostOp } from './pure-ops';
import { callOp } from './sandbox-context';
import { answerOfAsync } from './pure-ops';

/** How many threads run tenant code, and each tenant's share of them. */
export interface PoolSize {
  /** Script threads (SCRIPT_THREADS; default: the machine's cores, at least 2). */
  threads: number;
  /** Runs of one tenant at a time (SCRIPT_TENANT_THREADS; default: half the threads, at least 1). */
  tenantRunning: number;
  /** Runs of one tenant waiting for a thread (SCRIPT_TENANT_QUEUE; default 32); more is a 429. */
  tenantQueued: number;
}

export function defaultPoolSize(threads = Math.max(2, os.availableParallelism())): PoolSize {
  return { threads, tenantRunning: Math.max(1, Math.floor(threads / 2)), tenantQueued: 32 };
}

/** One job as the pool keeps it, from the queue to its answer. */
interface Pending {
  job: ThreadJob;
  tenant: string;
  io: Record<string, HostOp>;
  /** Wall time from its start on a thread after which the thread is ended. */
  hardMs: number;
  overrun: (elapsedMs: number) => Error;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** Ends the platform calls (http, sql…) still under way when the job ends. */
  abort: AbortController;
  timer?: NodeJS.Timeout;
  thread?: PoolThread;
  startedAt?: number;
}

export interface JobOptions {
  io?: Record<string, HostOp>;
  hardMs: number;
  /** The error of a job that was still running at `hardMs` (its thread is ended). */
  overrun: (elapsedMs: number) => Error;
}

const rebuilt = (failure: JobFailure) =>
  failure.line === undefined
    ? new Error(failure.message)
    : new ScriptError(failure.message, failure.line, failure.column ?? 0);

/**
 * Worker threads that run tenant code (scripts, mappings, event transforms, compose steps, dry
 * runs, previews) off the server's main thread (issue 22 §2), one job per thread at a time.
 * A tenant runs at most `tenantRunning` jobs at once, so the others always find a thread; its
 * further jobs wait in turn, and past `tenantQueued` waiting (or after waiting as long as the
 * job's own time limit) it is answered 429. A job still running past its hard limit has its
 * thread ended and replaced: nothing a tenant writes can hold a thread for longer.
 */
export class ScriptPool {
  private readonly threads: PoolThread[] = [];
  private readonly queue: Pending[] = [];
  private readonly jobs = new Map<number, Pending>();
  private readonly running = new Map<string, number>();
  private readonly waitingOf = new Map<string, number>();
  private nextId = 1;
  private closed = false;
  private readonly events: ThreadEvents = {
    onDone: (id, result) => this.finish(id, null, result),
    onFailed: (id, failure) => this.finish(id, rebuilt(failure)),
    onIo: (id, call, op, args) => void this.answerIo(id, call, op, args),
    onExit: (thread, error) => this.lost(thread, error),
  };

  constructor(readonly size: PoolSize = defaultPoolSize()) {}

  run(tenant: string, job: DistributiveOmit<ThreadJob, 'id'>, options: JobOptions) {
    if (this.closed) return Promise.reject(new Error('The script pool is closed'));
    const waiting = this.waitingOf.get(tenant) ?? 0;
    if (waiting >= this.size.tenantQueued) {
      return Promise.reject(
        new ApiError(
          429,
          `Too many script runs of this tenant in flight: ${this.running.get(tenant) ?? 0} running and ${waiting} waiting (at most ${this.size.tenantRunning} at a time and ${this.size.tenantQueued} waiting); try again when some have ended`,
        ),
      );
    }
    return new Promise<unknown>((resolve, reject) => {
      const pending: Pending = {
        job: { ...job, id: this.nextId++ } as ThreadJob,
        tenant,
        io: options.io ?? {},
        hardMs: options.hardMs,
        overrun: options.overrun,
        resolve,
        reject,
        abort: new AbortController(),
      };
      pending.timer = setTimeout(() => this.waitedTooLong(pending), options.hardMs);
      this.queue.push(pending);
      this.count(this.waitingOf, tenant, 1);
      this.pump();
    });
  }

  /** Ends every thread; jobs waiting or running fail. */
  async close() {
    this.closed = true;
    for (const pending of this.queue.splice(0)) {
      clearTimeout(pending.timer);
      pending.reject(new Error('The script pool is closed'));
    }
    await Promise.all(this.threads.splice(0).map((thread) => thread.end()));
  }

  private pump() {
    while (!this.closed) {
      const at = this.queue.findIndex(
        (p) => (this.running.get(p.tenant) ?? 0) < this.size.tenantRunning,
      );
      if (at === -1) return;
      const thread = this.idleThread();
      if (!thread) return;
      this.start(thread, this.queue.splice(at, 1)[0]);
    }
  }

  /**
   * A thread without a job. The first job starts them all, and a thread that ended is replaced
   * when next needed: a tenant's run never waits for a thread to start while another tenant
   * holds the one that was there.
   */
  private idleThread() {
    while (this.threads.length < this.size.threads) this.threads.push(new PoolThread(this.events));
    return this.threads.find((thread) => thread.job === null);
  }

  private start(thread: PoolThread, pending: Pending) {
    clearTimeout(pending.timer);
    this.count(this.waitingOf, pending.tenant, -1);
    this.count(this.running, pending.tenant, 1);
    this.jobs.set(pending.job.id, pending);
    pending.thread = thread;
    thread.take(pending.job.id);
    thread.ready.then(
      () => {
        if (!this.jobs.has(pending.job.id)) return;
        pending.startedAt = performance.now();
        pending.timer = setTimeout(() => this.overran(pending), pending.hardMs);
        thread.start(pending.job);
      },
      (error: Error) => this.finish(pending.job.id, error),
    );
  }

  private waitedTooLong(pending: Pending) {
    const at = this.queue.indexOf(pending);
    if (at === -1) return;
    this.queue.splice(at, 1);
    this.count(this.waitingOf, pending.tenant, -1);
    pending.reject(
      new ApiError(
        429,
        `The run waited ${pending.hardMs} ms for a script thread: this tenant already runs ${this.size.tenantRunning} at a time; try again when some have ended`,
      ),
    );
  }

  /** The job is past its hard limit: its thread is ended (and replaced when next needed). */
  private overran(pending: Pending) {
    const thread = pending.thread!;
    this.drop(thread);
    this.finish(pending.job.id, pending.overrun(performance.now() - pending.startedAt!));
    void thread.end();
  }

  private lost(thread: PoolThread, error: Error) {
    this.drop(thread);
    if (thread.job !== null)
      this.finish(thread.job, new Error(`The script thread stopped: ${error.message}`));
    this.pump();
  }

  private drop(thread: PoolThread) {
    const at = this.threads.indexOf(thread);
    if (at !== -1) this.threads.splice(at, 1);
  }

  private finish(id: number, error: Error | null, result?: unknown) {
    const pending = this.jobs.get(id);
    if (!pending) return;
    this.jobs.delete(id);
    clearTimeout(pending.timer);
    pending.abort.abort();
    this.count(this.running, pending.tenant, -1);
    if (pending.thread?.job === id) pending.thread.idle();
    if (error) pending.reject(error);
    else pending.resolve(result);
    this.pump();
  }

  /** A platform function the running job called, run here with the job's own ops. */
  private async answerIo(id: number, call: number, op: string, args: string) {
    const pending = this.jobs.get(id);
    if (!pending) return;
    const left = pending.hardMs - (performance.now() - (pending.startedAt ?? 0));
    // Whatever goes wrong here is the script's answer: the thread is never left waiting.
    const answer = await answerOfAsync(() =>
      callOp(
        pending.io,
        op,
        args,
        AbortSignal.any([pending.abort.signal, AbortSignal.timeout(Math.max(1, Math.floor(left)))]),
      ),
    );
    if (this.jobs.get(id) === pending)
      pending.thread?.send({ type: 'io-answer', id, call, answer });
  }

  private count(counts: Map<string, number>, tenant: string, by: number) {
    const next = (counts.get(tenant) ?? 0) + by;
    if (next > 0) counts.set(tenant, next);
    else counts.delete(tenant);
  }
}

/** Omit over each member of a union (the built-in Omit merges the members). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let shared: ScriptPool | undefined;

/** The pool of code that runs outside a server (tests of the language, benchmarks). */
export function defaultScriptPool() {
  shared ??= new ScriptPool();
  return shared;
}
