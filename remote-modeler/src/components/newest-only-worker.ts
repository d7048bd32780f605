/** What a checking worker answers: the problems found, or why it could not check. */
export interface WorkerAnswer<P> {
  seq: number;
  problems?: P[];
  error?: string;
}

interface Options<R, P> {
  /** Starts the worker (a chunk of its own); may throw where there are no workers. */
  spawn: () => Worker | Promise<Worker>;
  /** The same check on this thread, for when the worker cannot start or fails. */
  here: (request: R) => Promise<P[]>;
  /** Named in the warning when the worker fails. */
  name: string;
}

/**
 * Runs a check (the diagram's lint, a script's syntax) in a worker, answering only the newest
 * request: an older one still running when a newer is sent resolves with null, and the page
 * keeps what it shows. Without a worker, or once it failed, the check runs on this thread.
 */
export class NewestOnlyWorker<R extends object, P> {
  private worker: Worker | null = null;
  private seq = 0;
  private waiting = new Map<number, { resolve: (answer: WorkerAnswer<P>) => void; request: R }>();
  private inline = typeof Worker === 'undefined';

  constructor(private readonly options: Options<R, P>) {}

  async run(request: R): Promise<P[] | null> {
    const seq = ++this.seq;
    const worker = this.inline ? null : await this.start();
    const answer = worker
      ? await new Promise<WorkerAnswer<P>>((resolve) => {
          this.waiting.set(seq, { resolve, request });
          worker.postMessage({ seq, ...request });
        })
      : await this.runHere(seq, request);
    if (seq !== this.seq) return null;
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.problems ?? [];
  }

  dispose() {
    this.worker?.terminate();
    this.worker = null;
    for (const { resolve } of this.waiting.values()) resolve({ seq: -1 });
    this.waiting.clear();
  }

  private async start() {
    if (this.worker) return this.worker;
    try {
      const worker = await this.options.spawn();
      worker.onmessage = ({ data }: MessageEvent<WorkerAnswer<P>>) => {
        this.waiting.get(data.seq)?.resolve(data);
        this.waiting.delete(data.seq);
      };
      worker.onerror = (event) => {
        // Said, so that a broken worker build does not pass unseen behind the fallback.
        console.warn(`The ${this.options.name} worker failed (${event.message}); running here`);
        this.fallBack();
      };
      this.worker = worker;
      return worker;
    } catch {
      this.inline = true;
      return null;
    }
  }

  /** The worker failed: the requests it held run here, and so does every later one. */
  private fallBack() {
    this.worker?.terminate();
    this.worker = null;
    this.inline = true;
    const held = [...this.waiting];
    this.waiting.clear();
    for (const [seq, { resolve, request }] of held) void this.runHere(seq, request).then(resolve);
  }

  private async runHere(seq: number, request: R): Promise<WorkerAnswer<P>> {
    try {
      return { seq, problems: await this.options.here(request) };
    } catch (error) {
      return { seq, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
