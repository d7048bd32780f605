import { NewestOnlyWorker } from '../../../components/newest-only-worker';
import type { ScriptMark } from './script-problems';

/**
 * Checks scripts with the shared grammar in a worker (see NewestOnlyWorker); the worker's
 * module is loaded only when the first check is asked for.
 */
export class ScriptCheckClient {
  private readonly runner = new NewestOnlyWorker<{ source: string }, ScriptMark>({
    spawn: async () => (await import('./create-script-check-worker')).createScriptCheckWorker(),
    here: async ({ source }) => (await import('./check-here')).checkHere(source),
    name: 'script check',
  });

  check = (source: string) => this.runner.run({ source });
  dispose = () => this.runner.dispose();
}
