import peggy from 'peggy';
import grammar from '@console/shared/script-grammar';
import { checkScript, type ScriptMark } from './script-problems';

let parser: peggy.Parser | undefined;

/** The same check as the worker's, on this thread (no worker, or it failed; and in jest). */
export function checkHere(source: string): ScriptMark[] {
  // Memoised: without it a nested expression cost twice its inner one, level after level.
  parser ??= peggy.generate(grammar, { cache: true });
  const parse = parser.parse.bind(parser);
  return checkScript(parse, source);
}
