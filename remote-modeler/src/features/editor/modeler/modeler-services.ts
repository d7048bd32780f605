import type { Modeler } from './create-modeler';

/** A root of the canvas: a process's or collaboration's plane, or a collapsed subprocess's. */
export interface Root {
  businessObject: ModdleElement;
  /** The BPMNPlane bpmn-js drew it from. */
  di?: unknown;
}

/** The few diagram-js services the editor calls, typed as it uses them. */
interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
  getRootElement(): Root;
  getRootElements(): Root[];
  setRootElement(root: Root): void;
  addMarker(id: string, marker: string): void;
  removeMarker(id: string, marker: string): void;
  resized(): void;
  scrollToElement(element: unknown): void;
}

export const canvasOf = (modeler: Modeler) => modeler.get<Canvas>('canvas');
export const commandStackOf = (modeler: Modeler) =>
  modeler.get<{ undo(): void; redo(): void; canUndo(): boolean; canRedo(): boolean }>(
    'commandStack',
  );
export const elementOf = (modeler: Modeler, id: string) =>
  modeler.get<{ get(id: string): unknown }>('elementRegistry').get(id);
export const selectElement = (modeler: Modeler, id: string) => {
  const element = elementOf(modeler, id);
  if (!element) return;
  modeler.get<{ select(element: unknown): void }>('selection').select(element);
  canvasOf(modeler).scrollToElement(element);
};
export const propertiesPanelOf = (modeler: Modeler) =>
  modeler.get<{ attachTo(parent: HTMLElement): void; detach(): void }>('propertiesPanel');
export const eventBusOf = (modeler: Modeler) =>
  modeler.get<{ fire(event: string): void }>('eventBus');
export const minimapOf = (modeler: Modeler) => modeler.get<{ open(): void }>('minimap');

/**
 * The diagram's process id (its key once deployed), in a collaboration the first pool's; inside
 * a collapsed subprocess (a drill down), its process's.
 */
export function processKeyOfDiagram(modeler: Modeler): string | null {
  let root: ModdleElement | undefined = canvasOf(modeler).getRootElement()?.businessObject;
  while (root?.$type === 'bpmn:SubProcess') root = root.$parent as ModdleElement | undefined;
  if (!root) return null;
  if (root.$type === 'bpmn:Collaboration') {
    const participants = (root.participants ?? []) as { processRef?: { id?: string } }[];
    return participants.find((p) => p.processRef?.id)?.processRef?.id ?? null;
  }
  return root.id ?? null;
}

/** Marks elements on the canvas, each with its marker, removing the previous set first. */
export function replaceMarkers(
  modeler: Modeler,
  next: [string, string][],
  previous: [string, string][],
) {
  const canvas = canvasOf(modeler);
  for (const [id, marker] of previous) if (elementOf(modeler, id)) canvas.removeMarker(id, marker);
  for (const [id, marker] of next) if (elementOf(modeler, id)) canvas.addMarker(id, marker);
  return next;
}
