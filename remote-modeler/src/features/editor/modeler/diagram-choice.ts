import { useEffect, useState } from 'react';
import type { Modeler } from './create-modeler';
import { canvasOf, type Root } from './modeler-services';

/** One BPMNDiagram of the document, as the diagram selector offers it. */
export interface DiagramOption {
  /** Its place among the document's diagrams (an id is optional in BPMN DI). */
  index: number;
  label: string;
}

interface Diagram {
  id?: string;
  name?: string;
  plane?: { bpmnElement?: { id?: string; name?: string } };
}

const diagramsOf = (definitions: unknown): Diagram[] =>
  (definitions as { diagrams?: Diagram[] } | null | undefined)?.diagrams ?? [];

/** The document's diagrams, each named by its own name, else by its plane's element. */
export function diagramOptions(definitions: unknown): DiagramOption[] {
  return diagramsOf(definitions).flatMap((diagram, index) => {
    const element = diagram.plane?.bpmnElement;
    if (!element) return [];
    return [{ index, label: diagram.name || element.name || element.id || diagram.id || '' }];
  });
}

/** The diagram whose plane is drawn as `root` (a subprocess's too, after a drill down); -1 when none. */
export function shownDiagram(
  definitions: unknown,
  root: Pick<Root, 'di'> | null | undefined,
): number {
  return root?.di ? diagramsOf(definitions).findIndex((diagram) => diagram.plane === root.di) : -1;
}

const definitionsOf = (modeler: Modeler): unknown => modeler.getDefinitions();

/**
 * Shows the document's diagram `index`. A plane bpmn-js already drew with the shown one (a
 * collapsed subprocess's) becomes the canvas's root; another process's diagram is drawn in its
 * place. Edits live in the document, not on the canvas, so both keep them and a save writes
 * every diagram; only the undo history ends with a redraw. Gives the redraw's warnings.
 */
export async function openDiagram(modeler: Modeler, index: number): Promise<unknown[]> {
  const diagram = diagramsOf(definitionsOf(modeler))[index];
  if (!diagram?.plane) return [];
  const canvas = canvasOf(modeler);
  const drawn = canvas.getRootElements().find((root) => root.di === diagram.plane);
  if (drawn) {
    canvas.setRootElement(drawn);
    return [];
  }
  const { warnings } = await modeler.open(diagram);
  canvas.zoom('fit-viewport', 'auto');
  return warnings;
}

/** Shows the diagram with this id again, if the document (read anew) still has it. */
export async function openDiagramWithId(modeler: Modeler, id: string): Promise<unknown[]> {
  const index = diagramsOf(definitionsOf(modeler)).findIndex((diagram) => diagram.id === id);
  return index > 0 ? openDiagram(modeler, index) : [];
}

/**
 * The id of the diagram shown, to show it again after the document is read anew (an XML edit);
 * null when it is the first one, which an import shows anyway.
 */
export function shownDiagramId(modeler: Modeler): string | null {
  const definitions = definitionsOf(modeler);
  const index = shownDiagram(definitions, canvasOf(modeler).getRootElement());
  return index > 0 ? (diagramsOf(definitions)[index]?.id ?? null) : null;
}

/**
 * The diagrams to choose from and the one shown. Read on every render, so that a renamed
 * process renames its entry; a change of the canvas's root (a drill down) renders again.
 */
export function useDiagramChoice(modeler: Modeler) {
  const [, setRoots] = useState(0);
  useEffect(() => {
    const rootChanged = () => setRoots((n) => n + 1);
    modeler.on('root.set', rootChanged);
    return () => modeler.off('root.set', rootChanged);
  }, [modeler]);
  const definitions = definitionsOf(modeler);
  // Before a first import the canvas has no root, and asking for one would make one.
  if (!definitions) return { options: [], shown: -1 };
  return {
    options: diagramOptions(definitions),
    shown: shownDiagram(definitions, canvasOf(modeler).getRootElement()),
  };
}
