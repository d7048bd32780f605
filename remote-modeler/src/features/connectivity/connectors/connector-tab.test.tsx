import {
  bodyOf,
  envelope,
  findConfirmDialog,
  renderScreen,
  setupScreen,
  setupUser,
} from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../../i18n';
import { URL_FIELD, makeCommand, makeConnector, makePackage } from '../testing/builders';
import { ConnectorTab } from './connector-tab';

jest.mock('../script-editor/monaco-script-editor', () =>
  jest.requireActual('../script-editor/fake-monaco-editor'),
);

let mock: MockAdapter;
const FETCH = makeConnector();
const MAPPING = makeConnector({ id: 9, name: 'A mapping', connectorType: 'mapping' });

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  mock.onGet('/api/allConnectors').reply(200, envelope([FETCH, MAPPING]));
  mock.onGet('/api/commandPackages').reply(200, envelope([makePackage()]));
});
afterEach(() => mock.restore());

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

it('lists the command connectors only', async () => {
  renderScreen(<ConnectorTab />);
  const row = await rowOf('Fetch orders');
  expect(within(row).getByText('http / get')).toBeInTheDocument();
  expect(screen.queryByText('A mapping')).not.toBeInTheDocument();
});

it('creates a connector: package, command, its generated form, then POST with version 1.2', async () => {
  const user = setupUser();
  mock.onGet('/api/connectorList').reply(200, envelope([makeCommand()]));
  mock.onPost('/api/connector').reply(200, envelope(makeConnector({ id: 8, name: 'New one' })));
  renderScreen(<ConnectorTab />);
  await rowOf('Fetch orders');
  await user.click(screen.getByRole('button', { name: 'New connector' }));
  const dialog = await screen.findByRole('dialog');

  await user.click(within(dialog).getByRole('combobox', { name: 'Package' }));
  await user.click(await screen.findByTitle('HTTP'));
  const command = within(dialog).getByRole('combobox', { name: 'Command' });
  await waitFor(() => expect(command).toBeEnabled());
  await user.click(command);
  await user.click(await screen.findByTitle('GET a URL'));
  expect(mock.history.get.find((call) => call.url === '/api/connectorList')?.params).toEqual({
    packageId: 'http',
  });
  // The command's own fields, with their defaults.
  const url = await within(dialog).findByRole('textbox', { name: 'URL' });
  expect(within(dialog).getByRole('spinbutton', { name: 'Retries' })).toHaveValue('1');

  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('URL is required')).toBeInTheDocument();

  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'New one');
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Timeout (ms)' }), {
    target: { value: '5000' },
  });
  await user.type(url, 'https://erp.example/x');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  const [post] = mock.history.post;
  expect(post.headers?.version).toBe('1.2');
  expect(bodyOf(post)).toEqual({
    name: 'New one',
    description: '',
    category: '',
    timeout: 5000,
    packageId: 'http',
    commandId: 'get',
    parameters: { url: 'https://erp.example/x', retries: 1 },
  });
});

it('names the processes and topics before deleting a bound connector', async () => {
  const user = setupUser();
  mock
    .onGet('/api/connectorBindings')
    .reply(200, envelope([{ processId: 'order-flow', topic: 'fetch-orders' }]));
  mock.onDelete('/api/connector/connector').reply(200, envelope(null));
  renderScreen(<ConnectorTab />);
  await user.click(within(await rowOf('Fetch orders')).getByRole('button', { name: 'Delete' }));
  const dialog = await findConfirmDialog('Delete “Fetch orders”?');
  expect(within(dialog).getByText(/bound to 1 place/)).toBeInTheDocument();
  expect(within(dialog).getByText('process order-flow, topic fetch-orders')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(mock.history.delete).toHaveLength(1));
  expect(mock.history.delete[0].params).toEqual({ id: 7, connectorType: 'command' });
  expect(await screen.findByText('The connector was deleted')).toBeInTheDocument();
});

it('asks a plain question before deleting an unbound connector', async () => {
  const user = setupUser();
  mock.onGet('/api/connectorBindings').reply(200, envelope([]));
  renderScreen(<ConnectorTab />);
  await user.click(within(await rowOf('Fetch orders')).getByRole('button', { name: 'Delete' }));
  const dialog = await findConfirmDialog('Delete “Fetch orders”?');
  expect(within(dialog).getByText(/not bound to any process/)).toBeInTheDocument();
});

it('shows a saved Secret parameter as set, and leaves it out of the PUT unless replaced', async () => {
  const user = setupUser();
  const KEY_FIELD = { name: 'apiKey', label: 'API key', type: 'Secret' as const, required: true };
  const vault = makeConnector({
    parameters: { url: 'https://vault.example' },
    paramsMeta: [URL_FIELD, KEY_FIELD],
    secretsSet: ['apiKey'],
  });
  mock.onGet('/api/completeCommandConnector').reply(200, envelope(vault));
  mock
    .onGet('/api/connectorList')
    .reply(200, envelope([makeCommand({ paramsMeta: [URL_FIELD, KEY_FIELD] })]));
  mock.onPut('/api/connector').reply(200, envelope(vault));
  renderScreen(<ConnectorTab />);
  await user.click(within(await rowOf('Fetch orders')).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('set')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Replace API key' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toMatchObject({
    id: 7,
    parameters: { url: 'https://vault.example' },
  });
  expect((bodyOf(mock.history.put[0]) as { parameters: object }).parameters).not.toHaveProperty(
    'apiKey',
  );
});

it('duplicates a connector', async () => {
  const user = setupUser();
  mock.onPost('/api/duplicateConnector').reply(200, envelope(makeConnector({ name: 'Copy' })));
  renderScreen(<ConnectorTab />);
  await user.click(within(await rowOf('Fetch orders')).getByRole('button', { name: 'Duplicate' }));
  expect(await screen.findByText('The copy “Copy” was made')).toBeInTheDocument();
  expect(mock.history.post[0].params).toEqual({ connectorId: 7 });
});

it('dry-runs a connector over a sample and shows output, log, duration and error place', async () => {
  const user = setupUser();
  mock
    .onGet('/api/connector/connectorScript')
    .reply(200, envelope({ ...makeCommand(), script: 'return http.get(params.url)' }));
  mock.onGet('/api/credentialList').reply(200, envelope([]));
  mock.onPost('/api/script/dryRun').reply(
    200,
    envelope({
      ok: false,
      output: { rows: 2 },
      logs: ['fetching', 'done'],
      durationMs: 42,
      error: { message: 'boom', line: 3, column: 7 },
    }),
  );
  renderScreen(<ConnectorTab />);
  await user.click(within(await rowOf('Fetch orders')).getByRole('button', { name: 'Dry run' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('textbox', { name: 'Script' })).toHaveValue(
    'return http.get(params.url)',
  );
  const input = within(dialog).getByRole('textbox', { name: 'Sample input' });
  fireEvent.change(input, { target: { value: '{oops' } });
  expect(
    await within(dialog).findByText('cannot parse the json please make sure it is a json'),
  ).toBeInTheDocument();
  fireEvent.change(input, { target: { value: '{"day": "2026-11-20"}' } });
  await user.click(within(dialog).getByRole('button', { name: 'Run' }));
  expect(await within(dialog).findByText('42 ms')).toBeInTheDocument();
  expect(bodyOf(mock.history.post[0])).toEqual({ connectorId: 7, input: { day: '2026-11-20' } });
  expect(within(dialog).getByText('Line 3, column 7: boom')).toBeInTheDocument();
  expect(within(dialog).getByText(/fetching\s+done/)).toBeInTheDocument();
  expect(within(dialog).getByText(/"rows": 2/)).toBeInTheDocument();
});

it('writes a new command: upgrades its script, normalizes its paramsMeta, then saves it', async () => {
  const user = setupUser();
  mock.onGet('/api/credentialList').reply(200, envelope([]));
  mock
    .onPost('/api/script/upgrade')
    .reply(200, envelope({ script: 'return 2', changes: [] }, 200, 'upgrade success'));
  mock.onPost('/api/paramsMeta').reply(200, envelope([URL_FIELD]));
  mock.onPost('/api/packageCommand').reply(200, envelope({ ...makeCommand(), script: 'return 2' }));
  renderScreen(<ConnectorTab />);
  await rowOf('Fetch orders');
  await user.click(screen.getByRole('button', { name: 'New command' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('combobox', { name: 'Package id' }), 'acme');
  await user.type(within(dialog).getByRole('textbox', { name: 'Command id' }), 'ping');
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ping');

  const meta = within(dialog).getByRole('textbox', { name: 'Parameters (paramsMeta)' });
  fireEvent.change(meta, { target: { value: '[{' } });
  expect(
    await within(dialog).findByText('cannot parse the json please make sure it is a json'),
  ).toBeInTheDocument();
  fireEvent.change(meta, { target: { value: '[{"name":"url","label":"URL","type":"Text"}]' } });

  await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
  expect(await screen.findByText('Upgrade success')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Script' })).toHaveValue('return 2');

  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(3));
  expect(bodyOf(mock.history.post[1])).toEqual({
    paramsMeta: [{ name: 'url', label: 'URL', type: 'Text' }],
  });
  expect(bodyOf(mock.history.post[2])).toEqual({
    packageId: 'acme',
    id: 'ping',
    name: 'Ping',
    description: '',
    script: 'return 2',
    paramsMeta: [URL_FIELD],
  });
});

it('searches the name, the description and the command', async () => {
  const user = setupUser();
  const ship = makeConnector({
    id: 11,
    name: 'Ship',
    description: 'Books the carrier',
    packageId: 'acme',
    commandId: 'book',
  });
  mock.onGet('/api/allConnectors').reply(200, envelope([FETCH, ship, MAPPING]));
  renderScreen(<ConnectorTab />);
  await rowOf('Fetch orders');
  // The box is made afresh after each search (it shows what the URL keeps).
  const search = () =>
    screen.getByRole('searchbox', { name: 'Search name, description or command' });
  await user.type(search(), 'carrier{Enter}');
  await waitFor(() => expect(screen.queryByText('Fetch orders')).not.toBeInTheDocument());
  expect(screen.getByText('Ship')).toBeInTheDocument();
  await user.clear(search());
  await user.type(search(), 'http / get{Enter}');
  expect(await screen.findByText('Fetch orders')).toBeInTheDocument();
  expect(screen.queryByText('Ship')).not.toBeInTheDocument();
  await user.clear(search());
  await user.type(search(), 'acme/book{Enter}');
  expect(await screen.findByText('Ship')).toBeInTheDocument();
  expect(screen.queryByText('Fetch orders')).not.toBeInTheDocument();
});
