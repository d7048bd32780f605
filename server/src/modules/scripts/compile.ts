import { readFileSync } from 'node:fs';
import peggy from 'peggy';

/** A script error in the script's own terms: its message, line and column (1-based). */
export class ScriptError extends Error {
  constructor(
    /** What went wrong, without its place. */
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${reason} (line ${line}, column ${column})`);
    this.name = 'ScriptError';
  }
}

let parser: peggy.Parser | undefined;

/**
 * The parser, made once from the grammar the console's editor checks with too (shared). Making
 * it takes most of a second: a script thread makes it before it says it is ready
 * (script-thread.ts), so no run pays for it inside its time limit.
 */
export function groovyParser() {
  parser ??= peggy.generate(
    readFileSync(require.resolve('@console/shared/script-grammar'), 'utf8'),
    { cache: true },
  );
  return parser;
}

/**
 * The JavaScript of a script, for the sandbox only (sandbox.ts): never for node's own realm.
 * A syntax error is a ScriptError at the place it was found.
 */
export function compileScript(source: string): string {
  try {
    return groovyParser().parse(source) as string;
  } catch (error) {
    const found = error as peggy.parser.SyntaxError;
    if (found?.location) {
      const { line, column } = found.location.start;
      throw new ScriptError(found.message, line, column);
    }
    throw error;
  }
}
