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
import { makeCredential } from '../connectivity/testing/builders';
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
const MAPPING = {
  id: 7,
  name: 'Enrich',
  type: 'mapping',
  description: null,
  modifyTime: '',
  credentialTemplates: [],
};
const REST = {
  id: 8,
  name: 'Call ERP',
  type: 'command',
  description: null,
  modifyTime: '',
  credentialTemplates: ['http-basic', 'bearer-token'],
};
const BOUND = {
  topic: 'send-order',
  connectorId: 7,
  connectorName: 'Enrich',
  connectorType: 'mapping',
  credentialId: null,
  credentialName: null,
};
const NOTIFY_BOUND = {
  topic: 'notify',
  connectorId: 8,
  connectorName: 'Call ERP',
  connectorType: 'command',
  credentialId: 5,
  credentialName: 'ERP login',
};
const ERP_LOGIN = makeCredential({ id: 5, name: 'ERP login', template: { id: 'http-basic' } });
const ERP_TOKEN = makeCredential({ id: 6, name: 'ERP token', template: { id: 'bearer-token' } });
const SFTP = makeCredential({ id: 9, name: 'Partner SFTP', template: { id: 'sftp' } });

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  mock.onGet('/api/tempFlow').reply(200, envelope(makeDraft({ id: 3, xml: XML })));
  mock.onGet('/api/allBriefConnectors').reply(200, envelope([MAPPING, REST]));
  mock.onGet('/api/processBindings').reply(200, envelope([BOUND]));
  mock.onGet('/api/credentialList').reply(200, envelope([ERP_LOGIN, ERP_TOKEN, SFTP]));
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

it("shows the bound credential's name, and binds a fitting credential with the connector", async () => {
  const user = setupUser();
  mock.onGet('/api/processBindings').reply(200, envelope([BOUND, NOTIFY_BOUND]));
  mock.onPost('/api/batchBindingConnector').reply(200, envelope([]));
  mock.onPut('/api/bindingCredentialToTask').reply(200, envelope(NOTIFY_BOUND));
  show();
  expect(await within(await rowOf('Notify')).findByText('ERP login')).toBeInTheDocument();
  // A mapping uses no credential: no credential action on its row, and no id anywhere.
  const sendRow = await rowOf('Send order');
  expect(within(sendRow).queryByRole('button', { name: /Bind credential/ })).toBeNull();
  expect(within(sendRow).getByText('—')).toBeInTheDocument();

  await user.click(within(await rowOf('Archive')).getByRole('button', { name: /^Bind$/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: 'Connector' }));
  await user.click(await screen.findByTitle('Command · Call ERP'));
  await user.click(await within(dialog).findByRole('combobox', { name: 'Credential (optional)' }));
  // Only the HTTP kinds the connector uses are offered: not the SFTP login.
  expect(await screen.findByTitle('ERP token · Bearer token')).toBeInTheDocument();
  expect(screen.queryByTitle(/Partner SFTP/)).toBeNull();
  await user.click(screen.getByTitle('ERP token · Bearer token'));
  await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    processId: 'order',
    context: [{ taskId: 'Task_archive', topic: 'archive', connectorId: 8 }],
  });
  expect(bodyOf(mock.history.put[0])).toEqual({
    processId: 'order',
    topic: 'archive',
    credentialId: 6,
  });
});

it('binds a credential to a bound topic on its own, then unbinds it after asking', async () => {
  const user = setupUser();
  mock.onGet('/api/processBindings').reply(200, envelope([BOUND, NOTIFY_BOUND]));
  mock.onPut('/api/bindingCredentialToTask').reply(200, envelope(NOTIFY_BOUND));
  mock.onPut('/api/unbindingCredential').reply(200, envelope(NOTIFY_BOUND));
  show();
  const row = await rowOf('Notify');
  await user.click(await within(row).findByRole('button', { name: /Bind credential/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Bind a credential to notify' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Credential' }));
  await user.click(await screen.findByTitle('ERP token · Bearer token'));
  await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({
    processId: 'order',
    topic: 'notify',
    credentialId: 6,
  });
  expect(
    await screen.findByText('The credential “ERP token” was bound to notify'),
  ).toBeInTheDocument();

  await user.click(
    within(await rowOf('Notify')).getByRole('button', { name: /Unbind credential/ }),
  );
  const confirm = await findConfirmDialog(
    'Unbind the credential “ERP login” from the topic notify?',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Unbind credential' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(2));
  expect(mock.history.put[1].url).toBe('/api/unbindingCredential');
  expect(bodyOf(mock.history.put[1])).toEqual({
    processId: 'order',
    topic: 'notify',
    credentialId: 5,
  });
});
