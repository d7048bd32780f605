import {
  bodyOf,
  envelope,
  findConfirmDialog,
  renderScreen,
  setupScreen,
  setupUser,
} from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../i18n';
import { flowXml } from '../../testing/bpmn';
import { makeDraft } from '../../testing/builders';
import BindingPage from './binding-page';

// bpmn-js draws with SVG measures jsdom lacks; the diagram has its own e2e coverage.
jest.mock('./binding-diagram', () => ({
  __esModule: true,
  default: (props: { unbound: string[] }) => (
    <div data-testid="binding-diagram">{props.unbound.join(',')}</div>
  ),
}));

let mock: MockAdapter;
const XML = flowXml({
  tasks: [
    { id: 'Task_send', name: 'Send order', topic: 'send-order' },
    { id: 'Task_notify', name: 'Notify', topic: 'notify' },
    { id: 'Task_archive', name: 'Archive', topic: 'archive' },
  ],
});
const MAPPING = { id: 7, name: 'Enrich', type: 'mapping', description: null, modifyTime: '' };
const BOUND = {
  topic: 'send-order',
  connectorId: 7,
  connectorName: 'Enrich',
  connectorType: 'mapping',
  credentialId: null,
};

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  mock.onGet('/api/tempFlow').reply(200, envelope(makeDraft({ id: 3, xml: XML })));
  mock.onGet('/api/allBriefConnectors').reply(200, envelope([MAPPING]));
  mock.onGet('/api/processBindings').reply(200, envelope([BOUND]));
});
afterEach(() => mock.restore());

const show = () => renderScreen(<BindingPage />, { route: '/mainModeler/detail?key=order&id=3' });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

it("lists the draft's external tasks with their bindings, unbound ones marked on the diagram", async () => {
  show();
  expect(within(await rowOf('Send order')).getByText('Mapping · Enrich')).toBeInTheDocument();
  expect(within(await rowOf('Notify')).getByText('Unbound')).toBeInTheDocument();
  expect(await screen.findByTestId('binding-diagram')).toHaveTextContent(
    'Task_notify,Task_archive',
  );
});

it('binds the selected tasks at once with batchBindingConnector', async () => {
  const user = setupUser();
  mock.onPost('/api/batchBindingConnector').reply(200, envelope([]));
  show();
  await user.click(within(await rowOf('Notify')).getByRole('checkbox'));
  await user.click(within(await rowOf('Archive')).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: /Bind selected \(2\)/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
  expect(await within(dialog).findByText('Please choose a connector')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('combobox'));
  await user.click(await screen.findByTitle('Mapping · Enrich'));
  await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    processId: 'order',
    context: [
      { taskId: 'Task_notify', topic: 'notify', connectorId: 7 },
      { taskId: 'Task_archive', topic: 'archive', connectorId: 7 },
    ],
  });
  expect(await screen.findByText('The connector was bound to 2 tasks')).toBeInTheDocument();
});

it('asks before unbinding, then unbinds the bound connector of its kind', async () => {
  const user = setupUser();
  mock.onPost('/api/unbindMappingConnector').reply(200, envelope(null));
  show();
  await user.click(within(await rowOf('Send order')).getByRole('button', { name: /Unbind/ }));
  const dialog = await findConfirmDialog('Unbind the connector of the topic send-order?');
  await user.click(within(dialog).getByRole('button', { name: 'Unbind' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    processId: 'order',
    topic: 'send-order',
    connectorId: 7,
  });
});
