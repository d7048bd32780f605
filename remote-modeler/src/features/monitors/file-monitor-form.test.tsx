import { MONITOR_MESSAGES } from '@console/shared';
import { bodyOf, envelope, renderScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { makeFlow } from '../automation-common/testing/builders';
import { findDialog, openFrom, rowOf, setupModelerScreen } from '../../testing/screen';
import FileMonitorPage from './file-monitor-page';
import { answerFormChoices, makeMonitor } from './testing/builders';

let mock: MockAdapter;
let notifyError: jest.Mock;
const INBOUND = makeMonitor({ eventConnectorId: 7 });

beforeEach(async () => {
  ({ mock, notifyError } = await setupModelerScreen());
  mock.onGet('/api/monitor/file').reply(200, envelope([INBOUND]));
  answerFormChoices(mock, [
    makeFlow(),
    makeFlow({ id: 'orders:2:def', version: 2 }),
    makeFlow({ id: 'bills:1:x', key: 'bills', name: 'Bills' }),
  ]);
});
afterEach(() => mock.restore());

const openNew = () => openFrom(<FileMonitorPage />, 'New monitor', 'New file monitor');

const openEdit = async () => {
  const user = setupUser();
  renderScreen(<FileMonitorPage />);
  await user.click(within(await rowOf('Inbound orders')).getByRole('button', { name: 'Edit' }));
  const dialog = await findDialog('Edit the monitor “Inbound orders”');
  return { user, dialog };
};

it('asks for the required fields before sending anything', async () => {
  const { user, dialog } = await openNew();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  for (const prompt of [
    'Name is required',
    'File path is required',
    'File pattern is required',
    'Flow is required',
  ]) {
    expect(await within(dialog).findByText(prompt)).toBeInTheDocument();
  }
  expect(
    within(dialog).getByText('1 minute or more; the GCP file monitor is advised'),
  ).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
});

it("sends the folder typed between 'mounted/' and '/' as the whole path, on Enter", async () => {
  mock.onPost('/api/monitor/file').reply(200, envelope(makeMonitor({ id: 11, name: 'Drops' })));
  const { user, dialog } = await openNew();
  expect(within(dialog).getByText('mounted/')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Name'), 'Drops');
  await user.type(within(dialog).getByLabelText('File path'), 'in');
  await user.type(within(dialog).getByLabelText('File pattern'), '*.csv');
  await user.click(within(dialog).getByRole('combobox', { name: 'Flow' }));
  await user.click(await screen.findByTitle('Order intake (orders)'));
  await user.type(within(dialog).getByLabelText('File pattern'), '{Enter}');
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    name: 'Drops',
    description: '',
    processKey: 'orders',
    eventConnectorId: null,
    storage: 'files',
    folder: 'mounted/in/',
    pattern: '*.csv',
    intervalMinutes: 5,
    afterStart: 'move',
  });
  expect(await screen.findByText('The monitor “Drops” was saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('lists each deployed process key once', async () => {
  const { user, dialog } = await openNew();
  await user.click(within(dialog).getByRole('combobox', { name: 'Flow' }));
  expect(await screen.findAllByTitle('Order intake (orders)')).toHaveLength(1);
  expect(screen.getByTitle('Bills (bills)')).toBeInTheDocument();
});

it("shows a stored folder without 'mounted/' and '/', and sends it back whole", async () => {
  mock.onPut('/api/monitor/file').reply(200, envelope(INBOUND));
  const { user, dialog } = await openEdit();
  expect(within(dialog).getByLabelText('File path')).toHaveValue('in');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({
    id: 4,
    name: 'Inbound orders',
    description: 'Orders dropped by the ERP',
    processKey: 'orders',
    eventConnectorId: 7,
    storage: 'files',
    folder: 'mounted/in/',
    pattern: '*.csv',
    intervalMinutes: 5,
    afterStart: 'move',
  });
});

it('refuses a pattern that leaves the folder before sending it', async () => {
  const { user, dialog } = await openEdit();
  await user.clear(within(dialog).getByLabelText('File pattern'));
  await user.type(within(dialog).getByLabelText('File pattern'), '../*.csv');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText(
      "The file pattern matches names in the folder: it cannot contain '/' or '..'",
    ),
  ).toBeInTheDocument();
  expect(mock.history.put).toHaveLength(0);
});

it('shows the server’s refusal on the form and keeps what was typed', async () => {
  mock
    .onPut('/api/monitor/file')
    .reply(400, envelope(null, 400, "body.processKey: no deployed flow has the key 'orders'"));
  const { user, dialog } = await openEdit();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Update failed');
  expect(alert).toHaveTextContent("body.processKey: no deployed flow has the key 'orders'");
  expect(within(dialog).getByLabelText('File path')).toHaveValue('in');
  // Shown once, on the form: not as a toast besides.
  expect(notifyError).not.toHaveBeenCalled();
});

it('warns that an active monitor turned into a GCP file monitor is now inactive', async () => {
  mock.onPut('/api/monitor/file').reply(
    200,
    envelope({
      ...INBOUND,
      state: 'INACTIVE',
      config: { ...INBOUND.config, storage: 'gcs' },
      notice: MONITOR_MESSAGES.convertedInactive,
    }),
  );
  const { user, dialog } = await openEdit();
  await user.click(within(dialog).getByRole('combobox', { name: 'Storage' }));
  await user.click(await screen.findByTitle('Cloud storage (GCP file monitor)'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toMatchObject({ storage: 'gcs', folder: 'mounted/in/' });
  expect(
    await screen.findByText(
      'The monitor is now a GCP file monitor and is INACTIVE: start it again by hand',
    ),
  ).toBeInTheDocument();
});
