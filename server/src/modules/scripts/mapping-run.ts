import jsonata from 'jsonata';
import { RUN_CAPS } from './run-caps';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSONata throws plain objects ({ code, message, position }), not Errors. */
export function jsonataMessage(error: unknown): string {
  if (isObject(error) && typeof error.message === 'string') {
    const position = typeof error.position === 'number' ? ` at position ${error.position}` : '';
    return `${error.message}${position}`;
  }
  return error instanceof Error ? error.message : String(error);
}

// Compiling is the slow part of JSONata; an expression is compiled once per thread.
const compiled = new Map<string, jsonata.Expression>();

function compile(expression: string, timeoutMs: number): jsonata.Expression {
  const key = `${timeoutMs}\u0000${expression}`;
  let found = compiled.get(key);
  if (!found) {
    if (compiled.size >= 500) compiled.clear();
    // JSONata's own timeout is checked between steps; a regular expression that backtracks
    // for ever is one step, stopped only by the pool ending the thread (script-pool.ts).
    found = jsonata(expression, { timeout: timeoutMs, stack: 1000 });
    compiled.set(key, found);
  }
  return found;
}

/**
 * A JSONata expression over its input, in a script thread (never on the main thread): the
 * answer through JSON, which drops JSONata's sequence markers and functions; `undefined` when
 * the expression produced nothing.
 */
export async function evaluateMapping(
  expression: string,
  input: unknown,
  timeoutMs: number,
): Promise<unknown> {
  let result: unknown;
  try {
    result = await compile(expression, timeoutMs).evaluate(input ?? {});
  } catch (error) {
    throw new Error(jsonataMessage(error), { cause: error });
  }
  if (result === undefined) return undefined;
  const text = JSON.stringify(result);
  if (text.length > RUN_CAPS.outputChars) {
    throw new Error(
      `The expression produced ${text.length} characters of JSON; a run may produce at most ${RUN_CAPS.outputChars}`,
    );
  }
  return JSON.parse(text) as unknown;
}
