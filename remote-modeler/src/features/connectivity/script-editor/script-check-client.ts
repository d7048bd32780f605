import type { CheckAnswer } from './script-check.worker';
import type { ScriptMark } from './script-problems';

/**
 * Checks scripts in a worker, answering only the newest request: an older one still running
 * when a newer is sent resolves with null. Without a worker (or when it fails) the check runs
 * on this thread, from a chunk loaded then.
 */
export class ScriptCheckClient {
  private worker: Worker | null = null;
  private seq = 0;
  private waiting = new Map<number, { resolve: (answer: CheckAnswer) => void; source: string }>();
  private inline = typeof Worker === 'undefined';

  async check(source: string): Promise<ScriptMark[] | null> {
    const seq = ++this.seq;
    const worker = this.inline ? null : await this.start();
    const answer = worker
      ? await new Promise<CheckAnswer>((resolve) => {
          this.waiting.set(seq, { resolve, source });
          worker.postMessage({ seq, source });
        })
      : await this.checkHere(seq, source);
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
      const { createScriptCheckWorker } = await import('./create-script-check-worker');
      const worker = createScriptCheckWorker();
      worker.onmessage = ({ data }: MessageEvent<CheckAnswer>) => {
        this.waiting.get(data.seq)?.resolve(data);
        this.waiting.delete(data.seq);
      };
      worker.onerror = (event) => {
        console.warn(`The script check worker failed (${event.message}); checking here`);
        this.fallBack();
      };
      this.worker = worker;
      return worker;
    } catch {
      this.inline = true;
      return null;
    }
  }

  private fallBack() {
    this.worker?.terminate();
    this.worker = null;
    this.inline = true;
    const held = [...this.waiting];
    this.waiting.clear();
    for (const [seq, { resolve, source }] of held) void this.checkHere(seq, source).then(resolve);
  }

  private async checkHere(seq: number, source: string): Promise<CheckAnswer> {
    try {
      const { checkHere } = await import('./check-here');
      return { seq, problems: checkHere(source) };
    } catch (error) {
      return { seq, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
