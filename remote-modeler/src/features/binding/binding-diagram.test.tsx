import { renderScreen, setupScreen } from '@console/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../i18n';
import BindingDiagram from './binding-diagram';

/**
 * bpmn-js is ES modules only and draws with SVG measures jsdom lacks: this stand-in builds
 * the DOM the real viewer builds (a focusable canvas svg, the bpmn.io link beside it) and
 * its keyboard, bound to the canvas as diagram-js binds it.
 */
const zoomLevel = { value: 1 };
jest.mock('bpmn-js/lib/NavigatedViewer', () => ({
  __esModule: true,
  default: class FakeViewer {
    private services: Record<string, unknown>;
    constructor({ container }: { container: HTMLElement }) {
      const holder = document.createElement('div');
      holder.className = 'djs-container';
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('tabindex', '0');
      holder.appendChild(svg);
      const link = document.createElement('a');
      link.href = 'http://bpmn.io';
      link.title = 'Powered by bpmn.io';
      container.append(holder, link);
      this.services = {
        canvas: {
          getContainer: () => holder,
          addMarker: () => undefined,
          zoom: (level?: number | string) => {
            if (typeof level === 'number') zoomLevel.value = level;
            return zoomLevel.value;
          },
        },
        keyboard: {
          addListener: (listener: (context: { keyEvent: KeyboardEvent }) => void) =>
            svg.addEventListener('keydown', (keyEvent) => listener({ keyEvent })),
        },
      };
    }
    get(name: string) {
      return this.services[name];
    }
    importXML() {
      return Promise.resolve({ warnings: [] });
    }
    destroy() {}
  },
}));

let mock: MockAdapter;
beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
});
afterEach(() => mock.restore());

/** What axe's nested-interactive rule looks for: roles whose children are presentational. */
const PRESENTATIONAL_CHILDREN = '[role="img"], [role="button"], [role="checkbox"], [role="tab"]';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

it('names the focusable canvas and nests no interactive element in another (axe nested-interactive)', async () => {
  renderScreen(<BindingDiagram xml="<xml/>" unbound={[]} label="The process diagram" />);
  const canvas = await screen.findByRole('group', { name: 'The process diagram' });
  expect(canvas).toHaveAttribute('tabindex', '0');
  expect(canvas).toHaveAccessibleDescription(
    'Focus the diagram, then move it with the arrow keys and zoom with + and −',
  );
  const box = screen.getByTestId('binding-diagram');
  const holders = [box.parentElement!, ...box.parentElement!.querySelectorAll('*')].filter((node) =>
    node.matches(PRESENTATIONAL_CHILDREN),
  );
  for (const holder of holders) expect(holder.querySelector(FOCUSABLE)).toBeNull();
  expect(screen.getByRole('link', { name: 'Powered by bpmn.io' })).toBeInTheDocument();
});

it('keeps the keyboard: + and − zoom the focused canvas', async () => {
  renderScreen(<BindingDiagram xml="<xml/>" unbound={[]} label="The process diagram" />);
  const canvas = await screen.findByRole('group', { name: 'The process diagram' });
  zoomLevel.value = 1;
  fireEvent.keyDown(canvas, { key: '+' });
  expect(zoomLevel.value).toBeCloseTo(1.2);
  fireEvent.keyDown(canvas, { key: '-' });
  expect(zoomLevel.value).toBeCloseTo(1);
});
