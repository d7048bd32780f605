import { BpmnModdle } from 'bpmn-moddle';
import { diff } from 'bpmn-js-differ';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';

/** An element the diff names: its id, its name when it has one, and its BPMN type. */
export interface DiffElement {
  id: string;
  name: string | null;
  type: string;
}

export interface FlowDiff {
  added: DiffElement[];
  removed: DiffElement[];
  /** Changed elements with the attributes that changed. */
  changed: (DiffElement & { attributes: string[] })[];
  /** Elements only moved or resized on the diagram. */
  moved: DiffElement[];
}

const described = (id: string, element: ModdleElement): DiffElement => ({
  id,
  name: typeof element.name === 'string' && element.name ? element.name : null,
  type: element.$type.replace(/^bpmn:/, ''),
});

/** Reads a BPMN document with the Camunda extensions, as the modeler writes it. */
async function definitionsOf(xml: string) {
  const { rootElement } = await new BpmnModdle({ camunda }).fromXML(xml);
  return rootElement;
}

/**
 * What changes from the deployed BPMN to the one about to be deployed (bpmn-js-differ): the
 * deploy dialog lists it and the editor marks it on the diagram.
 */
export async function diffFlows(deployedXml: string, nextXml: string): Promise<FlowDiff> {
  const [before, after] = await Promise.all([definitionsOf(deployedXml), definitionsOf(nextXml)]);
  const changes = diff(before, after);
  const list = (elements: Record<string, ModdleElement>) =>
    Object.entries(elements).map(([id, element]) => described(id, element));
  const changedIds = new Set(Object.keys(changes._changed));
  return {
    added: list(changes._added),
    removed: list(changes._removed),
    changed: Object.entries(changes._changed).map(([id, { model, attrs }]) => ({
      ...described(id, model),
      attributes: Object.keys(attrs),
    })),
    moved: list(changes._layoutChanged).filter((element) => !changedIds.has(element.id)),
  };
}
