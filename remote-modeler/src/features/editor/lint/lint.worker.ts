import { lintXml } from './lint-engine';

/** What the page asks: lint this document, with these bound topics. */
export interface LintRequest {
  seq: number;
  xml: string;
  boundTopics: string[];
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<LintRequest>) => void) | null;
  postMessage(message: unknown): void;
}

// Off the main thread (issue 11 §2): parsing and linting a large diagram never holds up editing.
const scope = self as unknown as WorkerScope;
scope.onmessage = ({ data: { seq, xml, boundTopics } }) => {
  lintXml(xml, boundTopics).then(
    (problems) => scope.postMessage({ seq, problems }),
    (error: unknown) =>
      scope.postMessage({ seq, error: error instanceof Error ? error.message : String(error) }),
  );
};
