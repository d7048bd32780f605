import { useEffect, useRef, useState } from 'react';
import type { Modeler } from '../modeler/create-modeler';
import type { ModelerLifecycle } from '../modeler/modeler-lifecycle';
import { replaceMarkers } from '../modeler/modeler-services';
import { LintClient } from './lint-client';
import type { LintProblem } from './lint-engine';

/** Edits come in bursts (a drag, typing a name): lint once the burst is over. */
const QUIET_MS = 300;

const MARKER = {
  error: 'console-lint-error',
  warn: 'console-lint-warn',
  info: 'console-lint-info',
};

const markersOf = (problems: LintProblem[]): [string, string][] =>
  problems.flatMap((problem) => (problem.id ? [[problem.id, MARKER[problem.category]]] : []));

/**
 * Lints the diagram as it is edited, in a worker (issue 11 §2): after each burst of changes
 * the diagram is written out and linted off the main thread, and the problems are marked on
 * the canvas. `boundTopics` are the process's bound topics (a change lints again).
 */
export function useLint(
  lifecycle: ModelerLifecycle<Modeler>,
  boundTopics: string[],
  revision: number,
) {
  const [problems, setProblems] = useState<LintProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useRef<[string, string][]>([]);
  const client = useRef<LintClient | null>(null);

  useEffect(() => {
    const lint = new LintClient();
    client.current = lint;
    return () => lint.dispose();
  }, []);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const { xml } = await lifecycle.modeler.saveXML();
          const found = xml ? await client.current?.lint(xml, boundTopics) : [];
          if (!live || !found) return;
          shown.current = replaceMarkers(lifecycle.modeler, markersOf(found), shown.current);
          setProblems(found);
          setFailure(null);
        } catch (error) {
          if (live) setFailure(error instanceof Error ? error.message : String(error));
        }
      })();
    }, QUIET_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [lifecycle, boundTopics, revision]);

  return { problems, failure };
}
