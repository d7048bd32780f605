import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as writeCsv } from 'csv-stringify/sync';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** A platform function on the host's side: JSON arguments in, a JSON-able value out. */
export type HostOp = (args: unknown[], signal: AbortSignal) => unknown;

const xmlOptions = { ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text' };
const xmlParser = new XMLParser({ ...xmlOptions, processEntities: true });
const xmlBuilder = new XMLBuilder({ ...xmlOptions, format: true });

const text = (value: unknown, what: string) => {
  if (typeof value !== 'string') throw new Error(`${what} needs text`);
  return value;
};
const separatorOf = (value: unknown) => (typeof value === 'string' && value ? value : ',');

/** The platform functions that need no I/O: XML and CSV, run by the host's libraries. */
export const PURE_OPS: Record<string, HostOp> = {
  'xml.parse': ([source]) => xmlParser.parse(text(source, 'xml.parse'), true),
  'xml.write': ([value]) => xmlBuilder.build(value) as string,
  'csv.parse': ([source, separator]) =>
    parseCsv(text(source, 'csv.parse'), {
      columns: true,
      delimiter: separatorOf(separator),
      skip_empty_lines: true,
    }) as unknown,
  'csv.write': ([rows, separator]) => {
    if (!Array.isArray(rows)) throw new Error('csv.write needs a list of maps');
    return writeCsv(rows as Record<string, unknown>[], {
      header: true,
      delimiter: separatorOf(separator),
    });
  },
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An op's answer as the sandbox reads it: { value } or { error }. */
export function answerOf(call: () => unknown): string {
  try {
    return JSON.stringify({ value: call() ?? null });
  } catch (error) {
    return JSON.stringify({ error: messageOf(error) });
  }
}

/** The same, for an op that may wait. */
export async function answerOfAsync(call: () => unknown): Promise<string> {
  try {
    return JSON.stringify({ value: (await call()) ?? null });
  } catch (error) {
    return JSON.stringify({ error: messageOf(error) });
  }
}
