import { readerProblems } from './lint/console-rules';
import type { LintProblem } from './lint/lint-engine';

/**
 * A warning of the BPMN reader (moddle) or of bpmn-js's import: the file opens all the same
 * (another encoding declared, a reference to nothing, an element or attribute it does not
 * know), and the user is told what was read differently or left out.
 */
export interface ReaderWarning {
  message: string;
}

/** bpmn-js types its import's warnings as strings; they are objects with a message. */
export const readerWarningsOf = (warnings: readonly unknown[]): ReaderWarning[] =>
  warnings.map((warning) => ({
    message:
      typeof warning === 'object' && warning && 'message' in warning
        ? String(warning.message)
        : String(warning),
  }));

/**
 * A warning as one line and the line of the file it names, if any: moddle's read "unparsable
 * content <x> detected\n\tline: 3\n\tcolumn: 5\n\tnested error: …", counting lines from 0.
 */
export function describeWarning(message: string): { text: string; detail?: string; line?: number } {
  const line = /line:\s*(\d+)/.exec(message)?.[1];
  const detail = /nested error:\s*(.+)/.exec(message)?.[1];
  return {
    text: message.split('\n')[0],
    ...(detail ? { detail } : {}),
    ...(line === undefined ? {} : { line: Number(line) + 1 }),
  };
}

/**
 * The Problems panel's list: the warnings of the file as it was opened first (the lint reads
 * the diagram as the editor writes it, where most of them are gone), then the lint's own,
 * without the ones both found.
 */
export function withReaderWarnings(
  warnings: ReaderWarning[],
  linted: LintProblem[],
): LintProblem[] {
  const opened = readerProblems(warnings);
  const keyOf = (problem: LintProblem) => `${problem.rule}\n${problem.id}\n${problem.message}`;
  const seen = new Set(opened.map(keyOf));
  return [...opened, ...linted.filter((problem) => !seen.has(keyOf(problem)))];
}
