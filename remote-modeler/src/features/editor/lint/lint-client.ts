import { NewestOnlyWorker } from '../../../components/newest-only-worker';
import { createLintWorker } from './create-lint-worker';
import type { LintProblem } from './lint-engine';

/** Lints a diagram in a worker (see NewestOnlyWorker), or here when there is none. */
export class LintClient {
  private readonly runner = new NewestOnlyWorker<
    { xml: string; boundTopics: string[] },
    LintProblem
  >({
    spawn: createLintWorker,
    here: async ({ xml, boundTopics }) => (await import('./lint-engine')).lintXml(xml, boundTopics),
    name: 'lint',
  });

  lint = (xml: string, boundTopics: string[]) => this.runner.run({ xml, boundTopics });
  dispose = () => this.runner.dispose();
}
