import { SCRIPT_PLATFORM } from '@console/shared';
import { GDK_METHODS, SCRIPT_STATEMENTS } from './script-gdk';

/** One completion, independent of monaco (the editor maps it to a CompletionItem). */
export interface ScriptCompletion {
  label: string;
  insertText: string;
  detail: string;
  documentation: string;
  kind: 'function' | 'variable' | 'method' | 'keyword';
  /** insertText is a monaco snippet, with tab stops. */
  snippet?: boolean;
  /** The 1-based column the completion replaces from, up to the cursor. */
  startColumn: number;
}

/** The `modeler` namespace's t, for the texts of the completions. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The 1-based column where the dotted name being typed starts (`http.po|` starts at `h`), so
 * that a completion such as `http.post` replaces `http.po` whole, not only `po`.
 */
export function dottedNameStart(lineText: string, column: number): number {
  let start = column - 1;
  while (start > 0 && /[\w.]/.test(lineText[start - 1])) start -= 1;
  return start + 1;
}

/** The sandbox's calls and values, then `params.<name>` for each parameter of the command. */
function namedCompletions(paramNames: readonly string[], t: Translate, startColumn: number) {
  const platform = SCRIPT_PLATFORM.map((entry): ScriptCompletion => ({
    label: entry.name,
    insertText: entry.name,
    detail: entry.signature,
    documentation: entry.doc,
    kind: entry.signature.includes('(') ? 'function' : 'variable',
    startColumn,
  }));
  const params = paramNames.map((name): ScriptCompletion => ({
    label: `params.${name}`,
    insertText: `params.${name}`,
    detail: t('conn.script.complete.paramDetail'),
    documentation: t('conn.script.complete.param', { name }),
    kind: 'variable',
    startColumn,
  }));
  return [...platform, ...params];
}

const methodCompletions = (t: Translate, startColumn: number) =>
  GDK_METHODS.map((entry): ScriptCompletion => ({
    label: entry.name,
    insertText: entry.name,
    detail: entry.signature,
    documentation: t('conn.script.complete.method', {
      of: entry.receivers.map((receiver) => t(`conn.script.complete.${receiver}`)).join(', '),
    }),
    kind: 'method',
    startColumn,
  }));

const statementCompletions = (t: Translate, startColumn: number) =>
  SCRIPT_STATEMENTS.map((entry): ScriptCompletion => ({
    label: entry.label,
    insertText: entry.snippet,
    detail: entry.snippet.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$0|\t/g, ''),
    documentation: t('conn.script.complete.statement'),
    kind: 'keyword',
    snippet: true,
    startColumn,
  }));

/**
 * What to offer at the cursor (1-based column) of a line: after `name.` where a platform call
 * or a parameter starts with `name.`, those; after any other value and a `.` (or `?.`, `*.`),
 * the Groovy methods of lists, maps, strings and numbers; elsewhere the platform's names, the
 * parameters and the statements.
 */
export function scriptCompletions(
  lineText: string,
  column: number,
  paramNames: readonly string[],
  t: Translate,
): ScriptCompletion[] {
  const before = lineText.slice(0, column - 1);
  const dottedStart = dottedNameStart(lineText, column);
  const named = namedCompletions(paramNames, t, dottedStart);
  const member = /([\w)\]}'"]|\*|\?)\.(\w*)$/.exec(before);
  if (!member) return [...named, ...statementCompletions(t, dottedStart)];
  const dotted = before.slice(dottedStart - 1);
  const receiver = dotted.slice(0, dotted.lastIndexOf('.') + 1);
  const known = receiver && named.filter((entry) => entry.label.startsWith(receiver));
  if (known && known.length > 0 && member[1] !== '*' && member[1] !== '?') return known;
  return methodCompletions(t, column - member[2].length);
}
