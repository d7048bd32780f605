import type { ScriptProblem } from '@console/shared';

/** A problem with the place it ends, so the editor can underline what the parser stopped on. */
export interface ScriptMark extends ScriptProblem {
  endLine: number;
  endColumn: number;
}

interface PeggyPlace {
  line: number;
  column: number;
}

/** What peggy's SyntaxError carries (the parser is generated, so its class is not importable). */
interface PeggySyntaxError {
  message: string;
  location?: { start: PeggyPlace; end: PeggyPlace };
}

const isPeggyError = (error: unknown): error is PeggySyntaxError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { message?: unknown }).message === 'string' &&
  typeof (error as { location?: { start?: PeggyPlace } }).location?.start?.line === 'number';

/**
 * Where a parse failed, in the server's terms (1-based line and column, compile.ts): an error
 * without a place (not a syntax error) is not the script's fault and is thrown on.
 */
export function scriptMarkOf(error: unknown): ScriptMark {
  if (!isPeggyError(error) || !error.location) throw error;
  const { start, end } = error.location;
  // An error at a single point (end of input) still gets one character to underline.
  const wide = end.line > start.line || end.column > start.column;
  return {
    message: error.message,
    line: start.line,
    column: start.column,
    endLine: wide ? end.line : start.line,
    endColumn: wide ? end.column : start.column + 1,
  };
}

/** The script's syntax problems: none, or the first place the parser could not go on. */
export function checkScript(parse: (source: string) => unknown, source: string): ScriptMark[] {
  try {
    parse(source);
    return [];
  } catch (error) {
    return [scriptMarkOf(error)];
  }
}

/** monaco's MarkerSeverity.Error, written out so this file needs no monaco (jest, the worker). */
export const ERROR_SEVERITY = 8;

/** A problem as a monaco marker (IMarkerData). */
export const markerOf = (mark: ScriptMark) => ({
  severity: ERROR_SEVERITY,
  message: mark.message,
  startLineNumber: mark.line,
  startColumn: mark.column,
  endLineNumber: mark.endLine,
  endColumn: mark.endColumn,
});
