import peggy from 'peggy';
import grammar from '@console/shared/script-grammar';
import { checkScript, type ScriptMark } from './script-problems';

/** What the editor asks: check this text. */
export interface CheckRequest {
  seq: number;
  source: string;
}
export interface CheckAnswer {
  seq: number;
  problems?: ScriptMark[];
  error?: string;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckAnswer): void;
}

// Generating the parser takes a moment and parsing a long script a few more: neither may hold
// up typing, so both happen here, once for the parser.
let parser: peggy.Parser | undefined;

const scope = self as unknown as WorkerScope;
scope.onmessage = ({ data: { seq, source } }) => {
  try {
    parser ??= peggy.generate(grammar);
    const parse = parser.parse.bind(parser);
    scope.postMessage({ seq, problems: checkScript(parse, source) });
  } catch (error) {
    scope.postMessage({ seq, error: error instanceof Error ? error.message : String(error) });
  }
};
