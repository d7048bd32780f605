import { SCRIPT_PLATFORM } from '@console/shared';

/** One completion, independent of monaco (the editor maps it to a CompletionItem). */
export interface ScriptCompletion {
  label: string;
  insertText: string;
  detail: string;
  documentation: string;
  kind: 'function' | 'variable';
}

/** The sandbox's calls and values, then `params.<name>` for each parameter of the command. */
export function scriptCompletions(paramNames: readonly string[]): ScriptCompletion[] {
  const platform = SCRIPT_PLATFORM.map((entry): ScriptCompletion => ({
    label: entry.name,
    insertText: entry.name,
    detail: entry.signature,
    documentation: entry.doc,
    kind: entry.signature.includes('(') ? 'function' : 'variable',
  }));
  const params = paramNames.map((name): ScriptCompletion => ({
    label: `params.${name}`,
    insertText: `params.${name}`,
    detail: 'parameter',
    documentation: `The value of the parameter “${name}”`,
    kind: 'variable',
  }));
  return [...platform, ...params];
}

/**
 * The 1-based column where the dotted name being typed starts (`http.po|` starts at `h`), so
 * that a completion such as `http.post` replaces `http.po` whole, not only `po`.
 */
export function dottedNameStart(lineText: string, column: number): number {
  let start = column - 1;
  while (start > 0 && /[\w.]/.test(lineText[start - 1])) start -= 1;
  return start + 1;
}
