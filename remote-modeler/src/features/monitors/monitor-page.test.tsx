import { envelope, renderScreen, setupUser } from '@console/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { callsTo, deleteAfterAsking, rowOf, setupModelerScreen } from '../../testing/screen';
import { AUTO_REFRESH_MS } from '../automation-common/use-auto-refresh';
import FileMonitorPage from './file-monitor-page';
import MqMonitorPage from './mq-monitor-page';
import { makeEvent, makeMonitor } from './testing/builders';
import WebApiMonitorPage from './webapi-monitor-page';

let mock: MockAdapter;
const RUNNING = makeMonitor();
const BROKEN = makeMonitor({
  id: 5,
  name: 'Invoices',
  state: 'ACTIVE',
  status: 'failing',
  lastError: 'The folder mounted/inv/ does not exist',
  counts: { seen: 2, started: 0, failed: 2, duplicates: 0 },
});
const IDLE = makeMonitor({
  id: 6,
  name: 'Returns',
  state: 'INACTIVE',
  status: 'stopped',
  nextRunAt: null,
  lastRunAt: null,
  config: { storage: 'gcs', folder: 'mounted/returns/', pattern: '*.xml', intervalMinutes: 1 },
});

beforeEach(async () => {
  ({ mock } = await setupModelerScreen('Asia/Shanghai'));
  mock.onGet('/api/monitor/file').reply(200, envelope([RUNNING, BROKEN, IDLE]));
});
afterEach(() => {
  mock.restore();
  jest.useRealTimers();
});

const count = (row: HTMLElement, name: string) =>
  within(row).getByTestId(`count-${name}`).textContent;

it('lists each monitor with its source, state, counts and runs in the user’s timezone', async () => {
  renderScreen(<FileMonitorPage />);
  const running = await rowOf('Inbound orders');
  expect(within(running).getByText('mounted/in/*.csv')).toBeInTheDocument();
  expect(within(running).getByText('orders')).toBeInTheDocument();
  expect(within(running).getByText('ACTIVE')).toBeInTheDocument();
  expect(within(running).getByText('Running')).toBeInTheDocument();
  expect([count(running, 'seen'), count(running, 'started')]).toEqual(['12', '10']);
  expect([count(running, 'failed'), count(running, 'duplicates')]).toEqual(['1', '3']);
  expect(within(running).getByText('2026-11-20 18:00:00')).toBeInTheDocument();
  expect(within(running).getByText('2026-11-20 18:05:00')).toBeInTheDocument();
  expect(within(running).getByRole('button', { name: 'Stop' })).toBeInTheDocument();

  const idle = await rowOf('Returns');
  expect(within(idle).getByText('INACTIVE')).toBeInTheDocument();
  expect(within(idle).getByText('GCP')).toBeInTheDocument();
  expect(within(idle).queryByText('Running')).not.toBeInTheDocument();
  expect(within(idle).getAllByText('—')).toHaveLength(2);
  expect(within(idle).getByRole('button', { name: 'Start' })).toBeInTheDocument();
});

it('shows why a failing monitor fails', async () => {
  const user = setupUser();
  renderScreen(<FileMonitorPage />);
  const broken = await rowOf('Invoices');
  expect(count(broken, 'failed')).toBe('2');
  await user.hover(within(broken).getByText('Failing'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'The folder mounted/inv/ does not exist',
  );
});

it('starts an inactive file monitor with PUT startFileMonitor and its connectorId', async () => {
  const user = setupUser();
  mock.onPut('/api/startFileMonitor').reply(200, envelope({ ...IDLE, state: 'ACTIVE' }));
  renderScreen(<FileMonitorPage />);
  await user.click(within(await rowOf('Returns')).getByRole('button', { name: 'Start' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(mock.history.put[0].params).toEqual({ connectorId: 6 });
  expect(await screen.findByText('The monitor “Returns” was started')).toBeInTheDocument();
  await waitFor(() => expect(callsTo(mock, '/api/monitor/file')).toHaveLength(2));
});

it('stops an active one with PUT stopFileMonitor', async () => {
  const user = setupUser();
  mock.onPut('/api/stopFileMonitor').reply(200, envelope({ ...RUNNING, state: 'INACTIVE' }));
  renderScreen(<FileMonitorPage />);
  await user.click(within(await rowOf('Inbound orders')).getByRole('button', { name: 'Stop' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(mock.history.put[0].url).toBe('/api/stopFileMonitor');
  expect(mock.history.put[0].params).toEqual({ connectorId: 4 });
});

it.each([
  ['mq', <MqMonitorPage key="mq" />, '/api/startRemoteMqMonitor'],
  ['webapi', <WebApiMonitorPage key="webapi" />, '/api/startMonitor'],
])('starts a %s monitor with its own call', async (kind, page, call) => {
  const user = setupUser();
  mock
    .onGet(`/api/monitor/${kind}`)
    .reply(
      200,
      envelope([makeMonitor({ id: 9, kind: kind as 'mq', state: 'INACTIVE', config: {} })]),
    );
  mock.onPut(call).reply(200, envelope(makeMonitor({ id: 9 })));
  renderScreen(page);
  await user.click(within(await rowOf('Inbound orders')).getByRole('button', { name: 'Start' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(mock.history.put[0].url).toBe(call);
  expect(mock.history.put[0].params).toEqual({ connectorId: 9 });
});

it('asks before deleting, and deletes nothing when cancelled', async () => {
  mock.onDelete('/api/monitor/file').reply(200, envelope(null));
  renderScreen(<FileMonitorPage />);
  const deleted = await deleteAfterAsking(mock, await rowOf('Inbound orders'), {
    title: 'Delete the monitor “Inbound orders”?',
    warning: 'It stops watching, and its recent events are deleted with it.',
  });
  expect(deleted.params).toEqual({ id: 4 });
  expect(await screen.findByText('The monitor “Inbound orders” was deleted')).toBeInTheDocument();
});

it('opens the recent events, each with its instance linked to the operator’s page', async () => {
  const user = setupUser();
  mock.onGet('/api/monitor/events').reply(
    200,
    envelope([
      makeEvent(),
      makeEvent({
        id: 30,
        outcome: 'failed',
        eventKey: 'in/po-0.csv',
        instanceId: null,
        error: 'No deployed flow has the key orders',
      }),
    ]),
  );
  renderScreen(<FileMonitorPage />);
  await user.click(within(await rowOf('Inbound orders')).getByRole('button', { name: 'Events' }));
  const title = await screen.findByText('Events of “Inbound orders”');
  const drawer = title.closest('.ant-drawer') as HTMLElement;
  const events = await within(drawer).findAllByRole('listitem');
  expect(mock.history.get.at(-1)?.params).toEqual({ id: 4 });
  expect(events).toHaveLength(2);
  expect(within(events[0]).getByText('Started')).toBeInTheDocument();
  expect(within(events[0]).getByText('in/po-1.csv')).toBeInTheDocument();
  expect(within(events[0]).getByText('2026-11-20 18:00:02')).toBeInTheDocument();
  expect(within(events[0]).getByRole('link', { name: 'Instance pi-1' })).toHaveAttribute(
    'href',
    '/operator/processes/detail?key=orders&instance=pi-1',
  );
  expect(within(events[1]).getByText('Failed')).toBeInTheDocument();
  expect(within(events[1]).getByText('No deployed flow has the key orders')).toBeInTheDocument();
  expect(within(events[1]).queryByRole('link')).not.toBeInTheDocument();
});

it('offers a new monitor when there is none', async () => {
  const user = setupUser();
  mock.onGet('/api/monitor/file').reply(200, envelope([]));
  mock.onGet('/api/camunda/deployedFlows').reply(200, []);
  mock.onGet('/api/eventConnectorList').reply(200, envelope([]));
  renderScreen(<FileMonitorPage />);
  expect(await screen.findByText('No file monitor yet')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'New monitor' })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'New monitor' }));
  expect(await screen.findByRole('dialog', { name: 'New file monitor' })).toBeInTheDocument();
});

it('reads the list again every 5 s, keeping the rows on screen meanwhile', async () => {
  jest.useFakeTimers();
  renderScreen(<FileMonitorPage />);
  const row = await rowOf('Inbound orders');
  expect(count(row, 'seen')).toBe('12');
  mock
    .onGet('/api/monitor/file')
    .reply(
      200,
      envelope([makeMonitor({ counts: { seen: 13, started: 11, failed: 1, duplicates: 3 } })]),
    );
  await act(async () => {
    jest.advanceTimersByTime(AUTO_REFRESH_MS);
  });
  expect(screen.getByText('Inbound orders')).toBeInTheDocument();
  expect(document.querySelector('.ant-spin-spinning')).toBeNull();
  await waitFor(() => expect(count(row, 'seen')).toBe('13'));
  expect(callsTo(mock, '/api/monitor/file')).toHaveLength(2);
});

it('reads the open drawer’s events again every 5 s', async () => {
  jest.useFakeTimers();
  mock.onGet('/api/monitor/events').replyOnce(200, envelope([makeEvent()]));
  mock
    .onGet('/api/monitor/events')
    .reply(
      200,
      envelope([makeEvent({ id: 32, eventKey: 'in/po-2.csv', instanceId: 'pi-2' }), makeEvent()]),
    );
  renderScreen(<FileMonitorPage />);
  fireEvent.click(within(await rowOf('Inbound orders')).getByRole('button', { name: 'Events' }));
  expect(await screen.findByText('in/po-1.csv')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(AUTO_REFRESH_MS);
  });
  expect(await screen.findByRole('link', { name: 'Instance pi-2' })).toBeInTheDocument();
  expect(screen.getByText('in/po-1.csv')).toBeInTheDocument();
});
