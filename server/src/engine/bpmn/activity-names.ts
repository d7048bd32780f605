import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';

/** An activity's id and the name its BPMN element carries (null when it has none). */
export type ActivityNames = Map<string, string | null>;

const moddle = new BpmnModdle();

/** Deployed XML never changes under its definition id: names read once are kept (a few). */
const CACHE_SIZE = 500;
const cache = new Map<string, Promise<ActivityNames>>();

/** Every flow element of a process or sub-process, sub-processes' children included. */
const flowElementsOf = (element: ModdleElement): ModdleElement[] =>
  ((element.flowElements as ModdleElement[] | undefined) ?? []).flatMap((child) => [
    child,
    ...flowElementsOf(child),
  ]);

/** The names of a BPMN document's flow elements by id; an unreadable document names none. */
async function readNames(xml: string): Promise<ActivityNames> {
  try {
    const { rootElement } = await moddle.fromXML(xml);
    const processes = ((rootElement.rootElements as ModdleElement[] | undefined) ?? []).filter(
      (element) => element.$type === 'bpmn:Process',
    );
    return new Map(
      processes
        .flatMap(flowElementsOf)
        .filter((element) => element.$type !== 'bpmn:SequenceFlow')
        .map((element) => [
          String(element.id),
          typeof element.name === 'string' && element.name.trim() ? element.name : null,
        ]),
    );
  } catch {
    // The engine parsed it at deploy time; should it fail now, ids stand in for names.
    return new Map();
  }
}

/** The activity names of a deployed definition, read from its XML once per definition id. */
export function activityNamesOf(definitionId: string, xml: string): Promise<ActivityNames> {
  const known = cache.get(definitionId);
  if (known) return known;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  const names = readNames(xml);
  cache.set(definitionId, names);
  return names;
}
