import { startWorker } from '../../threads/start-worker';
import type { FromThread, ThreadJob, ToThread } from './pool-messages';

/** What the pool hears from one of its threads about the job it runs. */
export interface ThreadEvents {
  onDone(id: number, result: unknown): void;
  onFailed(id: number, failure: Extract<FromThread, { type: 'failed' }>['failure']): void;
  onIo(id: number, call: number, op: string, args: string): void;
  /** The thread ended (ended by the pool, or crashed): its job, if any, is lost. */
  onExit(thread: PoolThread, error: Error): void;
}

/** One script thread as the pool sees it: started, ready, running at most one job. */
export class PoolThread {
  readonly ready: Promise<void>;
  /** The job it runs, if any. */
  job: number | null = null;
  private exited = false;
  private readonly worker;

  constructor(events: ThreadEvents) {
    this.worker = startWorker(__dirname, 'script-thread', {
      // Beyond QuickJS's own heap (WebAssembly memory, capped per run): a mapping's JavaScript.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let ready!: () => void;
    this.ready = new Promise<void>((resolve, reject) => {
      ready = resolve;
      this.worker.once('error', reject);
      this.worker.once('exit', () =>
        reject(new Error('The script thread ended before it was ready')),
      );
    });
    this.ready.catch(() => undefined);
    this.worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') ready();
      else if (message.type === 'done') events.onDone(message.id, message.result);
      else if (message.type === 'failed') events.onFailed(message.id, message.failure);
      else events.onIo(message.id, message.call, message.op, message.args);
    });
    const exit = (error: Error) => {
      if (this.exited) return;
      this.exited = true;
      events.onExit(this, error);
    };
    this.worker.on('error', exit);
    this.worker.on('exit', (code) => exit(new Error(`The script thread ended (${code})`)));
    // An idle thread never keeps the process alive (after the listeners: adding one refs it).
    this.worker.unref();
  }

  /** The thread is given a job (it may not be ready yet): it keeps the process alive till idle. */
  take(id: number) {
    this.job = id;
    this.worker.ref();
  }

  start(job: ThreadJob) {
    this.send(job);
  }

  /** The job is over (answered, or given up by the pool). */
  idle() {
    this.job = null;
    this.worker.unref();
  }

  send(message: ToThread) {
    if (!this.exited) this.worker.postMessage(message);
  }

  /** Ends the thread at once, whatever it runs. */
  end() {
    return this.worker.terminate();
  }
}
