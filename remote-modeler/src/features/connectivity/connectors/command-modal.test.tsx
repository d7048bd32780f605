import {
  bodyOf,
  envelope,
  findConfirmDialog,
  renderScreen,
  setupScreen,
  setupUser,
} from '@console/shared/testing';
import { i18n } from '@console/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../../i18n';
import { URL_FIELD, makeConnector, makePackage } from '../testing/builders';
import { ConnectorTab } from './connector-tab';

jest.mock('../script-editor/monaco-script-editor', () =>
  jest.requireActual('../script-editor/fake-monaco-editor'),
);

let mock: MockAdapter;
const SHIP = makeConnector({ id: 11, name: 'Ship', packageId: 'acme', commandId: 'book' });
const BOOK = {
  packageId: 'acme',
  id: 'book',
  name: 'Book',
  description: 'Books the carrier',
  paramsMeta: [URL_FIELD],
  script: 'return [booked: 1]',
  builtIn: false,
  version: 2,
  usedBy: ['Ship'],
};

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  mock.onGet('/api/allConnectors').reply(200, envelope([makeConnector(), SHIP]));
  mock
    .onGet('/api/commandPackages')
    .reply(
      200,
      envelope([makePackage(), makePackage({ id: 'acme', name: 'acme', builtIn: false })]),
    );
  mock.onGet('/api/credentialList').reply(200, envelope([]));
});
afterEach(() => mock.restore());

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const openNewCommand = async (user: ReturnType<typeof setupUser>) => {
  renderScreen(<ConnectorTab />);
  await rowOf('Fetch orders');
  await user.click(screen.getByRole('button', { name: 'New command' }));
  return screen.findByRole('dialog');
};

it("edits an own package's command in place: names who runs it, saves the next version", async () => {
  const user = setupUser();
  mock.onGet('/api/connector/connectorScript').reply(200, envelope(BOOK));
  mock.onPost('/api/paramsMeta').reply(200, envelope([URL_FIELD]));
  mock.onPut('/api/packageCommand').reply(200, envelope({ ...BOOK, version: 3 }));
  renderScreen(<ConnectorTab />);
  // The platform's commands are read-only: no Edit command on their connectors.
  expect(
    within(await rowOf('Fetch orders')).queryByRole('button', { name: 'Edit command' }),
  ).toBeNull();
  await user.click(within(await rowOf('Ship')).getByRole('button', { name: 'Edit command' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Edit the command acme / book (version 2)')).toBeInTheDocument();
  const read = mock.history.get.find((call) => call.url === '/api/connector/connectorScript');
  expect(read?.params).toEqual({ packageId: 'acme', connectorId: 'book' });
  expect(
    within(dialog).getByText(/1 connector runs this command \(Ship\); it runs the new version/),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('combobox', { name: 'Package id' })).toBeDisabled();
  expect(within(dialog).getByRole('textbox', { name: 'Command id' })).toBeDisabled();
  // The dry run stands beside the script, open.
  expect(within(dialog).getByRole('button', { name: 'Run' })).toBeInTheDocument();

  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Script' }), {
    target: { value: 'return [booked: 2]' },
  });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({
    packageId: 'acme',
    id: 'book',
    name: 'Book',
    description: 'Books the carrier',
    script: 'return [booked: 2]',
    paramsMeta: [URL_FIELD],
    version: 2,
  });
  expect(await screen.findByText('Version 3 of the command was saved')).toBeInTheDocument();
});

it('edits an own command that no connector runs yet, from "Edit a command"', async () => {
  const user = setupUser();
  const DRAFT = { ...BOOK, id: 'draft', name: 'Draft', version: 1, usedBy: [] };
  mock.onGet('/api/connectorList').reply(200, envelope([{ ...DRAFT, script: undefined }]));
  mock.onGet('/api/connector/connectorScript').reply(200, envelope(DRAFT));
  mock.onPost('/api/paramsMeta').reply(200, envelope([URL_FIELD]));
  renderScreen(<ConnectorTab />);
  await rowOf('Fetch orders');
  await user.click(screen.getByRole('button', { name: /Edit a command/ }));
  await user.click(await screen.findByText('acme / draft — Draft'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Edit the command acme / draft (version 1)')).toBeInTheDocument();
  expect(within(dialog).getByText('No connector runs this command yet.')).toBeInTheDocument();
  // Only the tenant's own package was listed: the platform's stay read-only.
  const listed = mock.history.get.filter((call) => call.url === '/api/connectorList');
  expect(listed.map((call) => call.params)).toEqual([{ packageId: 'acme' }]);
});

it('asks before Escape throws away a filled New command form, and not for an untouched one', async () => {
  const user = setupUser();
  await openNewCommand(user);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'New command' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ping');
  await user.keyboard('{Escape}');
  let confirm = await findConfirmDialog('Discard what you typed?');
  await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(confirm).not.toBeInTheDocument());
  expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Ping');

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  confirm = await findConfirmDialog('Discard what you typed?');
  await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it("shows a dry run's duration with one decimal at most, in the user's language", async () => {
  const user = setupUser();
  mock
    .onPost('/api/script/dryRun')
    .reply(
      200,
      envelope({ ok: true, output: {}, logs: [], durationMs: 12.345678912345, error: null }),
    );
  const dialog = await openNewCommand(user);
  await user.click(within(dialog).getByRole('button', { name: 'Run' }));
  expect(await within(dialog).findByText('12.3 ms')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('fr-CA'));
  expect(await within(dialog).findByText('12,3 ms')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('en-US'));
});

it('documents the paramsMeta format beside its editor, in each language', async () => {
  const user = setupUser();
  const dialog = await openNewCommand(user);
  await user.click(within(dialog).getByRole('button', { name: 'Format' }));
  const help = await screen.findByRole('tooltip');
  expect(within(help).getByText('The paramsMeta format')).toBeInTheDocument();
  expect(within(help).getByText(/"type": "SelectItems"/)).toBeInTheDocument();
  expect(
    within(help).getByText(/"items": \[\{ "label": "GET", "value": "GET" \}/),
  ).toBeInTheDocument();
  expect(within(help).getByText(/"type": "Boolean"/)).toBeInTheDocument();
  expect(within(help).getByText(/nullable \(“none” may be chosen\)/)).toBeInTheDocument();
  await act(() => i18n.changeLanguage('zh-CN'));
  expect(await screen.findByText('paramsMeta 的格式')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('fr-CA'));
  expect(await screen.findByText('Le format de paramsMeta')).toBeInTheDocument();
  await act(() => i18n.changeLanguage('en-US'));
});
