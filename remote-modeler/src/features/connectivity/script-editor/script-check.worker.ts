import type { WorkerAnswer } from '../../../components/newest-only-worker';
import { checkHere } from './check-here';
import type { ScriptMark } from './script-problems';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ seq: number; source: string }>) => void) | null;
  postMessage(message: WorkerAnswer<ScriptMark>): void;
}

// Generating the parser takes a moment and parsing a long script a few more: neither may hold
// up typing, so both happen here (the parser once).
const scope = self as unknown as WorkerScope;
scope.onmessage = ({ data: { seq, source } }) => {
  try {
    scope.postMessage({ seq, problems: checkHere(source) });
  } catch (error) {
    scope.postMessage({ seq, error: error instanceof Error ? error.message : String(error) });
  }
};
