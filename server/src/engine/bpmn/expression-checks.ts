import type { ModdleElement } from 'bpmn-moddle';
import { engineBadRequest } from '../errors';
import { checkTemplate } from './expressions';

/**
 * Attributes that bpmn-elements passes to `resolveExpression` at run time, by element type
 * (besides the body of every expression element). camunda:topic is not among them: the engine
 * reads the topic as plain text.
 */
const RESOLVED_ATTRIBUTES: Record<string, string[]> = {
  'bpmn:Message': ['name'],
  'bpmn:Signal': ['name'],
  'bpmn:Escalation': ['name'],
  'bpmn:Error': ['name', 'errorCode'],
  'bpmn:CallActivity': ['calledElement', 'calledElementVersion'],
  // A call activity's variable mappings (call-mappings.ts).
  'camunda:In': ['sourceExpression'],
  'camunda:Out': ['sourceExpression'],
  'bpmn:MultiInstanceLoopCharacteristics': ['collection'],
  // Input/output mappings (runtime/io-mappings.ts): text values and map keys.
  'camunda:InputParameter': ['value'],
  'camunda:OutputParameter': ['value'],
  'camunda:Value': ['value'],
  'camunda:Entry': ['key', 'value'],
};
const EXPRESSION_TYPES = new Set(['bpmn:FormalExpression', 'bpmn:Expression']);

const isElement = (value: unknown): value is ModdleElement =>
  typeof value === 'object' && value !== null && typeof (value as ModdleElement).$type === 'string';

const NOT_RUN = 'scripts are not run; use a ${…} expression';

/** Refuses what would run tenant text as a script, and expressions outside the grammar. */
function checkElement(element: ModdleElement, owner: string) {
  const { $type: type } = element;
  if (type === 'bpmn:ScriptTask' && (element.script || element.scriptFormat || element.resource)) {
    throw engineBadRequest(`Script task ${owner}: ${NOT_RUN} or an external task`);
  }
  if (EXPRESSION_TYPES.has(type) && element.language) {
    throw engineBadRequest(
      `Element ${owner}: the expression has language="${String(element.language)}", but ${NOT_RUN} without a language`,
    );
  }
  const attributes = [
    ...(RESOLVED_ATTRIBUTES[type] ?? []),
    ...(EXPRESSION_TYPES.has(type) ? ['body'] : []),
  ];
  for (const attribute of attributes) {
    const text = element[attribute];
    if (typeof text !== 'string') continue;
    try {
      checkTemplate(text);
    } catch (error) {
      throw engineBadRequest(`Element ${owner}: ${(error as Error).message}`);
    }
  }
}

/**
 * Walks the whole document (every process, and messages, errors and signals), so that a
 * definition holds no script and no expression the evaluator would refuse at run time. An
 * element without an id (an expression) is named by the nearest one with an id.
 */
export function assertRunnableCode(root: ModdleElement) {
  const seen = new Set<ModdleElement>();
  const walk = (element: ModdleElement, owner: string) => {
    if (seen.has(element)) return;
    seen.add(element);
    const id = typeof element.id === 'string' && element.id ? element.id : owner;
    checkElement(element, id);
    for (const [key, value] of Object.entries(element)) {
      if (key.startsWith('$')) continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (isElement(child)) walk(child, id);
      }
    }
  };
  walk(root, root.id ?? 'definitions');
}
