import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../../i18n';
import { makeCommand, makeConnector, makePackage } from '../testing/builders';
import { ComposeTab } from './compose-tab';

let mock: MockAdapter;

const NOTIFY = makeCommand({
  packageId: 'mail',
  id: 'send',
  name: 'Send a mail',
  paramsMeta: [{ name: 'to', label: 'To', type: 'Text', required: true }],
});
const SAVED = makeConnector({
  id: 11,
  name: 'Fetch then notify',
  type: 'compose',
  connectorType: 'compose',
  packageId: null,
  commandId: null,
  parameters: {
    steps: [
      {
        packageCommandInfo: { packageId: 'http', connectorId: 'get' },
        commandConnector: {
          parameters: { url: 'https://a.example' },
          paramsMeta: makeCommand().paramsMeta,
        },
      },
      {
        packageCommandInfo: { packageId: 'mail', connectorId: 'send' },
        commandConnector: { parameters: { to: 'ops@acme.example' }, paramsMeta: NOTIFY.paramsMeta },
      },
    ],
  },
});

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  mock.onGet('/api/composeConnectorDBList').reply(200, envelope([SAVED]));
  mock
    .onGet('/api/composeCommandPackages')
    .reply(200, envelope([makePackage(), makePackage({ id: 'mail', name: 'Mail' })]));
  mock
    .onGet('/api/composeConnectorList', { params: { packageId: 'http' } })
    .reply(200, envelope([makeCommand()]));
  mock
    .onGet('/api/composeConnectorList', { params: { packageId: 'mail' } })
    .reply(200, envelope([NOTIFY]));
});
afterEach(() => mock.restore());

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

it('lists compose connectors with their number of steps', async () => {
  renderScreen(<ComposeTab />);
  expect(within(await rowOf('Fetch then notify')).getByText('2')).toBeInTheDocument();
});

it('reorders steps and saves them in the order shown', async () => {
  const user = setupUser();
  mock.onPut('/api/composeConnector').reply(200, envelope(SAVED));
  renderScreen(<ComposeTab />);
  await user.click(within(await rowOf('Fetch then notify')).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog');
  const second = within(dialog).getByRole('group', { name: 'Step 2' });
  expect(await within(second).findByRole('textbox', { name: 'To' })).toHaveValue(
    'ops@acme.example',
  );
  expect(within(dialog).getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();

  await user.click(within(dialog).getByRole('button', { name: 'Move step 2 up' }));
  const first = within(dialog).getByRole('group', { name: 'Step 1' });
  expect(within(first).getByRole('textbox', { name: 'To' })).toHaveValue('ops@acme.example');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  const body = bodyOf(mock.history.put[0]) as { id: number; steps: unknown[] };
  expect(body.id).toBe(11);
  // Each step names the saved step it was, whose secrets it keeps (issue 22 §4).
  expect(body.steps).toEqual([
    {
      packageCommandInfo: { packageId: 'mail', connectorId: 'send' },
      commandConnector: {
        parameters: { to: 'ops@acme.example' },
        paramsMeta: NOTIFY.paramsMeta,
        savedStep: 1,
      },
    },
    {
      packageCommandInfo: { packageId: 'http', connectorId: 'get' },
      commandConnector: {
        parameters: { url: 'https://a.example', retries: 1 },
        paramsMeta: makeCommand().paramsMeta,
        savedStep: 0,
      },
    },
  ]);
});

it('adds and removes steps, and wants at least one', async () => {
  const user = setupUser();
  renderScreen(<ComposeTab />);
  await rowOf('Fetch then notify');
  await user.click(screen.getByRole('button', { name: 'New compose connector' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Two steps');
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Timeout (ms)' }), {
    target: { value: '' },
  });
  await user.click(within(dialog).getByRole('button', { name: 'Add a step' }));
  expect(within(dialog).getByRole('group', { name: 'Step 2' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Remove step 2' }));
  await user.click(within(dialog).getByRole('button', { name: 'Remove step 1' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Add at least one step')).toBeInTheDocument();
  expect(within(dialog).getByText('timeout is required')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
});
