import { BpmnModdle } from 'bpmn-moddle';
import { TWO_DIAGRAMS_FILE, WARNED_FILE } from '../testing/reader-files';
import type { Modeler } from './create-modeler';
import { diagramOptions, openDiagram, openDiagramWithId, shownDiagram } from './diagram-choice';
import { processKeyOfDiagram } from './modeler-services';

const definitionsOf = async (xml: string) =>
  (await new BpmnModdle().fromXML(xml)).rootElement as unknown as {
    diagrams: { id: string; plane: unknown }[];
  };

/** A modeler stand-in: the document's definitions, and a canvas that drew `drawn` planes. */
function modelerWith(definitions: unknown, drawn: unknown[] = []) {
  const canvas = {
    getRootElements: () => drawn.map((di) => ({ businessObject: {}, di })),
    setRootElement: jest.fn(),
    zoom: jest.fn(),
  };
  const modeler = {
    getDefinitions: () => definitions,
    get: () => canvas,
    open: jest.fn(async () => ({ warnings: [{ message: 'drawn with a warning' }] })),
  };
  return { modeler, canvas, asModeler: modeler as unknown as Modeler };
}

describe('the choice of diagram (issue 25 §2)', () => {
  it('lists each diagram by its name, else by its process’s name or id', async () => {
    const definitions = await definitionsOf(TWO_DIAGRAMS_FILE);
    expect(diagramOptions(definitions)).toEqual([
      { index: 0, label: 'Order handling' },
      { index: 1, label: 'Invoices' },
    ]);
    const unnamed = await definitionsOf(TWO_DIAGRAMS_FILE.replace(' name="Invoices"', ''));
    expect(diagramOptions(unnamed)[1]).toEqual({ index: 1, label: 'invoices' });
    expect(diagramOptions(await definitionsOf(WARNED_FILE))).toHaveLength(1);
    expect(diagramOptions(undefined)).toEqual([]);
  });

  it('knows which diagram the canvas’s root was drawn from', async () => {
    const definitions = await definitionsOf(TWO_DIAGRAMS_FILE);
    expect(shownDiagram(definitions, { di: definitions.diagrams[1].plane })).toBe(1);
    expect(shownDiagram(definitions, { di: {} })).toBe(-1);
    expect(shownDiagram(definitions, null)).toBe(-1);
  });

  it('draws another process’s diagram in place of the shown one', async () => {
    const definitions = await definitionsOf(TWO_DIAGRAMS_FILE);
    const { modeler, canvas, asModeler } = modelerWith(definitions, [
      definitions.diagrams[0].plane,
    ]);
    await expect(openDiagram(asModeler, 1)).resolves.toEqual([{ message: 'drawn with a warning' }]);
    expect(modeler.open).toHaveBeenCalledWith(definitions.diagrams[1]);
    expect(canvas.zoom).toHaveBeenCalledWith('fit-viewport', 'auto');
    expect(canvas.setRootElement).not.toHaveBeenCalled();
  });

  it('moves to a plane already drawn (a subprocess’s) without drawing again', async () => {
    const definitions = await definitionsOf(TWO_DIAGRAMS_FILE);
    const planes = definitions.diagrams.map((diagram) => diagram.plane);
    const { modeler, canvas, asModeler } = modelerWith(definitions, planes);
    await expect(openDiagram(asModeler, 1)).resolves.toEqual([]);
    expect(canvas.setRootElement).toHaveBeenCalledWith({ businessObject: {}, di: planes[1] });
    expect(modeler.open).not.toHaveBeenCalled();
  });

  it('shows a diagram again by its id, if the document still has it', async () => {
    const definitions = await definitionsOf(TWO_DIAGRAMS_FILE);
    const { modeler, asModeler } = modelerWith(definitions);
    await openDiagramWithId(asModeler, 'Diagram_gone');
    await openDiagramWithId(asModeler, 'Diagram_orders');
    expect(modeler.open).not.toHaveBeenCalled();
    await openDiagramWithId(asModeler, 'Diagram_invoices');
    expect(modeler.open).toHaveBeenCalledWith(definitions.diagrams[1]);
  });
});

describe('the process key of the diagram shown', () => {
  it('is the process’s inside one of its collapsed subprocesses (a drill down)', () => {
    const process = { $type: 'bpmn:Process', id: 'orders' };
    const outer = { $type: 'bpmn:SubProcess', id: 'Sub_outer', $parent: process };
    const inner = { $type: 'bpmn:SubProcess', id: 'Sub_inner', $parent: outer };
    const modeler = {
      get: () => ({ getRootElement: () => ({ businessObject: inner }) }),
    } as unknown as Modeler;
    expect(processKeyOfDiagram(modeler)).toBe('orders');
  });
});
