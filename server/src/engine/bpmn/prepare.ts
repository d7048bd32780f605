import type { ModdleElement } from 'bpmn-moddle';
import { elementTypeName } from './activity-types';

/**
 * Readying a parsed BPMN document for bpmn-engine, which runs every executable process of a
 * definitions element and needs an engine behaviour for every root element. Deploy (model.ts)
 * and compile (factory.ts) both pass here, so that the ids deploy records are the ids the
 * engine reports.
 */

const elementsOf = (element: ModdleElement, property: string) =>
  (element[property] as ModdleElement[] | undefined) ?? [];

export const rootElementsOf = (definitions: ModdleElement) =>
  elementsOf(definitions, 'rootElements');

/** A process's flow elements and artifacts, those of its sub-processes included. */
export function descendantsOf(container: ModdleElement): ModdleElement[] {
  return [...elementsOf(container, 'flowElements'), ...elementsOf(container, 'artifacts')].flatMap(
    (child) => [child, ...descendantsOf(child)],
  );
}

/**
 * Camunda 7 (BpmnParse.parseProcessDefinitions): in a new deployment a process is executable
 * only when it says isExecutable="true"; without the attribute it is not.
 */
export const isExecutable = (process: ModdleElement) =>
  process.$type === 'bpmn:Process' && process.isExecutable === true;

/**
 * Gives every id-less flow element and artifact an id (bpmn-engine keys its message queues by
 * id: two id-less sequence flows clash). The ids follow document order, so every parse of the
 * same file gives the same ones, and never repeat an id the file has.
 */
export function assignMissingIds(definitions: ModdleElement) {
  const processes = rootElementsOf(definitions).filter((root) => root.$type === 'bpmn:Process');
  const elements = processes.flatMap(descendantsOf);
  const taken = new Set(elements.map((element) => element.id).filter(Boolean));
  let next = 1;
  for (const element of elements) {
    if (element.id) continue;
    let id: string;
    do id = `${elementTypeName(element.$type)}_generated_${next++}`;
    while (taken.has(id));
    taken.add(id);
    element.id = id;
  }
}

/** Root elements with an engine behaviour; the others (itemDefinition, resource, globalTask …) only describe. */
const RUN_ROOTS = new Set([
  'bpmn:Message',
  'bpmn:Signal',
  'bpmn:Error',
  'bpmn:Escalation',
  'bpmn:DataStore',
  'bpmn:Category',
]);

/** A root element the engine keeps beside the process it runs (a message, an error …). */
export const isRunRoot = (root: ModdleElement) => RUN_ROOTS.has(root.$type);

/**
 * Leaves the document as the engine runs one definition: the process `key` (executable), the
 * messages, signals, errors and escalations it may name, and nothing else: no other process
 * (each is its own definition), no collaboration, no descriptive root element. Resource
 * assignments (potentialOwner, humanPerformer) are dropped: nothing here reads them, and
 * bpmn-engine's serializer fails on one without an assignment expression.
 */
export function keepOnlyProcess(definitions: ModdleElement, key: string) {
  // Before the other processes go: the generated ids must be those deploy recorded.
  assignMissingIds(definitions);
  const roots = rootElementsOf(definitions).filter(
    (root) => isRunRoot(root) || (root.$type === 'bpmn:Process' && root.id === key),
  );
  definitions.rootElements = roots;
  for (const root of roots) {
    if (root.$type !== 'bpmn:Process') continue;
    root.isExecutable = true;
    for (const element of [root, ...descendantsOf(root)]) delete element.resources;
  }
}
