import type { XmlMark } from './monaco-xml-editor';

/**
 * Where the BPMN reader says the XML is broken: its messages read "unparsable content <x>
 * detected\n\tline: 3\n\tcolumn: 5\n\tnested error: …". Line 1 when it names none.
 */
export function xmlMarkOf(error: unknown): XmlMark {
  const text = error instanceof Error ? error.message : String(error);
  const line = Number(/line:\s*(\d+)/.exec(text)?.[1] ?? 0);
  const column = Number(/column:\s*(\d+)/.exec(text)?.[1] ?? 0);
  const nested = /nested error:\s*(.+)/.exec(text)?.[1];
  const first = text.split('\n')[0];
  return {
    // The reader counts lines from 0.
    line: line + 1,
    column: column + 1,
    message: nested ? `${first}: ${nested}` : first,
  };
}
