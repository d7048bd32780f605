import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import { badRequest } from '../../http/envelope';

/** The modeler reads a file with bpmn-moddle and the Camunda descriptors: so does the factory. */
const moddle = new BpmnModdle({ camunda });
const utf8 = new TextDecoder('utf-8', { fatal: true });

export const NO_PROCESS = 'Not a BPMN file: it holds no process';
const notBpmn = (reason: string) => badRequest(`Not a BPMN file: ${reason}`);

/**
 * moddle-xml's report of a place it could not read (saxen's context: line and column counted
 * from 0, the text read there, and the reason).
 */
const UNPARSABLE =
  /^unparsable content ([\s\S]*?)\s*detected\n\tline: (\d+)\n\tcolumn: (\d+)\n\tnested error: ([\s\S]*)$/;
const SNIPPET_CHARS = 40;

/** Where the text ends, counted from 1 as editors do. */
function endOf(xml: string) {
  const lines = xml.split(/\r\n|\r|\n/);
  return { line: lines.length, column: (lines.at(-1) ?? '').length + 1 };
}

/** The first line of the text read at the error, short enough to read in a message. */
function snippetOf(data: string) {
  const first = data.trim().split(/\r\n|\r|\n/)[0] ?? '';
  return first.length > SNIPPET_CHARS ? `${first.slice(0, SNIPPET_CHARS)}…` : first;
}

/**
 * The parser's message as the user reads it: the reason, the text, and the place counted from
 * 1 (`illegal first char attribute name at "<x"; line 4, column 3`). At the end of the file
 * saxen reports no usable place, so the end of the text is given.
 */
export function describeParseError(message: string, xml: string): string {
  const match = UNPARSABLE.exec(message);
  if (!match) return message;
  const [, data, line, column, reason] = match;
  if (reason === 'unexpected end of file') {
    const end = endOf(xml);
    return `${reason}; line ${end.line}, column ${end.column}`;
  }
  const snippet = snippetOf(data);
  const at = snippet ? ` at "${snippet}"` : '';
  return `${reason}${at}; line ${Number(line) + 1}, column ${Number(column) + 1}`;
}

interface ParseFailure extends Error {
  warnings?: { message: string }[];
}

/** The text of an uploaded file: UTF-8 (a byte order mark is dropped), or a 400. */
export function decodeBpmn(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw notBpmn('it is not UTF-8 text');
  }
}

/**
 * Checks that `xml` is a BPMN 2.0 document the modeler opens as it is, or answers 400 with the
 * first problem and its place: XML that does not parse, a root other than bpmn:definitions, an
 * element bpmn-moddle does not know (the modeler would drop it), a duplicate id, and no
 * process. The first problem is the parser's first warning, which comes before its failure.
 */
export async function assertBpmnContent(xml: string): Promise<void> {
  if (!xml.trim()) throw notBpmn('it is empty');
  // PostgreSQL text cannot hold NUL, and no XML document contains one.
  if (xml.includes('\0')) throw notBpmn('it contains a NUL character');
  let parsed;
  try {
    parsed = await moddle.fromXML(xml);
  } catch (error) {
    const failure = error as ParseFailure;
    const first = failure.warnings?.[0]?.message ?? failure.message;
    throw notBpmn(describeParseError(first, xml));
  }
  const [warning] = parsed.warnings;
  if (warning) throw notBpmn(describeParseError(warning.message, xml));
  const roots = (parsed.rootElement.rootElements as ModdleElement[] | undefined) ?? [];
  if (!roots.some((element) => element.$type === 'bpmn:Process')) throw badRequest(NO_PROCESS);
}
