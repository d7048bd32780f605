import { createLintWorker } from './create-lint-worker';
import type { LintProblem } from './lint-engine';

type Answer = { seq: number; problems?: LintProblem[]; error?: string };

/**
 * Lints in a worker. Only the newest request is answered: an older one still running when a
 * newer is sent resolves with null, and the page keeps what it shows. If the worker cannot
 * start (a browser without workers, a chunk that failed), the same lint runs here instead.
 */
export class LintClient {
  private worker: Worker | null = null;
  private seq = 0;
  private waiting = new Map<
    number,
    { resolve: (answer: Answer) => void; xml: string; boundTopics: string[] }
  >();
  private inline = false;

  async lint(xml: string, boundTopics: string[]): Promise<LintProblem[] | null> {
    const seq = ++this.seq;
    const worker = this.inline ? null : this.start();
    const answer = worker
      ? await new Promise<Answer>((resolve) => {
          this.waiting.set(seq, { resolve, xml, boundTopics });
          worker.postMessage({ seq, xml, boundTopics });
        })
      : await this.lintHere(seq, xml, boundTopics);
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

  private start() {
    if (this.worker) return this.worker;
    try {
      const worker = createLintWorker();
      worker.onmessage = ({ data }: MessageEvent<Answer>) => {
        this.waiting.get(data.seq)?.resolve(data);
        this.waiting.delete(data.seq);
      };
      worker.onerror = (event) => {
        // Said, so that a broken worker build does not pass unseen behind the fallback.
        console.warn(`The lint worker failed (${event.message}); linting on the main thread`);
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
    for (const [seq, { resolve, xml, boundTopics }] of held) {
      void this.lintHere(seq, xml, boundTopics).then(resolve);
    }
  }

  private async lintHere(seq: number, xml: string, boundTopics: string[]): Promise<Answer> {
    const { lintXml } = await import('./lint-engine');
    try {
      return { seq, problems: await lintXml(xml, boundTopics) };
    } catch (error) {
      return { seq, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
