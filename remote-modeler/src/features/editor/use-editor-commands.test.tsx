import { renderScreen } from '@console/shared/testing';
import { BpmnModdle } from 'bpmn-moddle';
import type MockAdapter from 'axios-mock-adapter';
import { setupModelerScreen } from '../../testing/screen';
import type { Modeler } from './modeler/create-modeler';
import { ModelerLifecycle } from './modeler/modeler-lifecycle';
import type { ReaderWarning } from './reader-warnings';
import { TWO_DIAGRAMS_FILE, WARNED_FILE } from './testing/reader-files';
import { useEditorCommands } from './use-editor-commands';

/**
 * bpmn-js draws with SVG measures jsdom lacks: this stand-in reads the XML as bpmn-js's
 * importXML does first (moddle's fromXML, which throws what stops reading and warns of the
 * rest), and draws nothing. The canvas's root is the first diagram's plane, or the one opened.
 */
function fakeModeler() {
  const moddle = new BpmnModdle();
  let definitions: { diagrams: { id: string; plane: unknown }[] } | null = null;
  let rootDi: unknown = null;
  const canvas = {
    zoom: jest.fn(),
    getRootElement: () => ({ businessObject: {}, di: rootDi }),
    getRootElements: () => [],
  };
  const modeler = {
    importXML: jest.fn(async (xml: string) => {
      const { rootElement, warnings } = await moddle.fromXML(xml);
      definitions = rootElement as unknown as typeof definitions;
      rootDi = definitions?.diagrams[0]?.plane;
      return { warnings };
    }),
    open: jest.fn(async (diagram: { plane: unknown }) => {
      rootDi = diagram.plane;
      return { warnings: [] };
    }),
    getDefinitions: () => definitions,
    get: (name: string) => (name === 'canvas' ? canvas : { open: jest.fn() }),
    on: jest.fn(),
    off: jest.fn(),
    attachTo: jest.fn(),
    detach: jest.fn(),
    destroy: jest.fn(),
  };
  return modeler;
}

let mock: MockAdapter;
beforeEach(async () => {
  ({ mock } = await setupModelerScreen());
});
afterEach(() => mock.restore());

/** The editor's commands on a stand-in modeler, and the warnings each read reported. */
function commandsOnFake() {
  const modeler = fakeModeler();
  const lifecycle = new ModelerLifecycle(modeler as unknown as Modeler);
  const imported: ReaderWarning[][] = [];
  const commands: { current: ReturnType<typeof useEditorCommands> | null } = { current: null };
  function Harness() {
    commands.current = useEditorCommands({
      lifecycle,
      document: null,
      changed: () => undefined,
      askName: () => undefined,
      saved: () => undefined,
      imported: (warnings) => imported.push(warnings),
    });
    return null;
  }
  renderScreen(<Harness />);
  // The commands change no state of the harness: they are called outside act.
  const run = <T,>(command: (c: ReturnType<typeof useEditorCommands>) => Promise<T>) =>
    command(commands.current!);
  return { modeler, lifecycle, imported, run };
}

const WARNINGS = [
  { message: 'unsupported document encoding <ISO-8859-1>, falling back to UTF-8' },
  { message: 'unresolved reference <Message_missing>' },
];

describe('opening a file the reader warns about (issue 25 §2)', () => {
  it('opens it from a file or the XML view, with its warnings, instead of refusing it', async () => {
    const { modeler, lifecycle, imported, run } = commandsOnFake();
    await expect(run((c) => c.replace(WARNED_FILE))).resolves.toBeNull();
    expect(modeler.importXML).toHaveBeenCalledWith(WARNED_FILE);
    expect(imported).toEqual([WARNINGS]);
    expect(lifecycle.dirty).toBe(true);
  });

  it('opens it from the server, clean, with its warnings', async () => {
    const { imported, lifecycle, run } = commandsOnFake();
    await run((c) => c.show(WARNED_FILE));
    expect(imported).toEqual([WARNINGS]);
    expect(lifecycle.dirty).toBe(false);
  });

  it('reports no warning for a clean file, so the last file’s go away', async () => {
    const { imported, run } = commandsOnFake();
    await run((c) => c.replace(WARNED_FILE));
    await run((c) => c.replace(TWO_DIAGRAMS_FILE));
    expect(imported).toEqual([WARNINGS, []]);
  });

  it('still refuses what is not XML or not BPMN, with the reader’s error and its line', async () => {
    const { imported, lifecycle, run } = commandsOnFake();
    await expect(run((c) => c.replace('not xml'))).resolves.toEqual({
      line: 1,
      column: 1,
      message: 'unparsable content not xml detected: missing start tag',
    });
    await expect(run((c) => c.replace('<catalog/>'))).resolves.toMatchObject({
      message: 'failed to parse document as <bpmn:Definitions>',
    });
    expect(imported).toEqual([]);
    expect(lifecycle.dirty).toBe(false);
  });

  it('keeps the diagram shown (of several) through an edit of the XML view', async () => {
    const { modeler, run } = commandsOnFake();
    await run((c) => c.show(TWO_DIAGRAMS_FILE));
    const definitions = modeler.getDefinitions()!;
    await run(async () => modeler.open(definitions.diagrams[1]));
    const edited = TWO_DIAGRAMS_FILE.replace('Invoice in', 'Invoice received');
    await run((c) => c.replace(edited, { keepDiagram: true }));
    expect(modeler.open).toHaveBeenCalledTimes(2);
    const reopened = modeler.open.mock.calls[1][0] as unknown as { id: string };
    expect(reopened.id).toBe('Diagram_invoices');
    expect(modeler.getDefinitions()).not.toBe(definitions);
    // A dropped file is a new document: it opens at its first diagram.
    await run((c) => c.replace(TWO_DIAGRAMS_FILE));
    expect(modeler.open).toHaveBeenCalledTimes(2);
  });
});
