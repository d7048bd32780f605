import { parseBpmn } from '../../engine';
import { badRequest } from '../../http/envelope';

export const TASK_ID_NOT_UNIQUE = 'Task id is not unique';

/**
 * The ids of the task elements (task, serviceTask, sendTask, …) of a BPMN document. Read from
 * the text rather than the parsed model: a parser keeps one element per id, so it cannot show
 * that two tasks share one.
 */
export function taskIds(xml: string): string[] {
  const withoutComments = xml.replace(/<!--[\s\S]*?-->/g, '');
  // A quoted attribute value may hold '>' (never '<'), so attributes are matched whole; stopping
  // at '<' keeps the scan linear on any input.
  const taskElement = /<(?:[\w.-]+:)?\w*[tT]ask(?=[\s/>])((?:[^<>"']|"[^<"]*"|'[^<']*')*)>/g;
  const ids: string[] = [];
  for (const [, attributes] of withoutComments.matchAll(taskElement)) {
    for (const [, name, double, single] of attributes.matchAll(
      /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    )) {
      if (name === 'id') ids.push(double ?? single);
    }
  }
  return ids;
}

/** 400 'Task id is not unique: X' when two tasks share an id (SPEC §5). */
export function assertUniqueTaskIds(xml: string) {
  const seen = new Set<string>();
  for (const id of taskIds(xml)) {
    if (seen.has(id)) throw badRequest(`${TASK_ID_NOT_UNIQUE}: ${id}`);
    seen.add(id);
  }
}

/**
 * The engine's reading of a BPMN document (key, name, model), or a 400 that says what is wrong.
 * Drafts and deploys both pass here: a draft need not have its connectors bound yet.
 */
export async function assertBpmn(xml: string) {
  if (!xml.trim()) throw badRequest('The BPMN XML is empty');
  // PostgreSQL text cannot hold NUL, and no XML document contains one.
  if (xml.includes('\0')) throw badRequest('The BPMN XML must not contain NUL characters');
  assertUniqueTaskIds(xml);
  const { processes } = await parseBpmn(xml);
  // A flow is one process; the Camunda API deploys files of several (or none) as Camunda does.
  if (processes.length !== 1) {
    throw badRequest(
      `A flow must hold exactly one executable process (isExecutable="true"); this one holds ${processes.length}`,
    );
  }
  return processes[0];
}
