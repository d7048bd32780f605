import {
  bodyOf,
  renderScreen,
  setupScreen,
  setupUser,
  findConfirmDialog,
} from '@console/shared/testing';
import { useSettings } from '@console/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import { makeBatchProgress, makeIncident } from '../../testing/builders';
import IncidentsView from './incidents-view';

const REST = '/api/camunda/engine-rest';
const RETRY = '/api/camunda/incident-groups/retry';
let mock: MockAdapter;
const group = {
  pattern: 'Order <n> failed: timeout after <n>s',
  topic: 'stock',
  count: 3,
  processKeys: ['orders', 'returns'],
  activityIds: ['work'],
  activities: [{ id: 'work', name: 'Reserve stock' }],
  sampleMessage: 'Order 101 failed: timeout after 30s',
  latestTime: '2026-11-20T09:00:00.000+0000',
};

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  useSettings.setState({ timezone: 'UTC' });
  mock
    .onGet('/api/camunda/incident-groups')
    .reply(200, { groups: [group], incidents: 3, truncated: false });
  mock.onGet(`${REST}/incident`).reply(200, [makeIncident()]);
  mock.onGet(`${REST}/incident/count`).reply(200, { count: 1 });
  mock.onGet('/api/camunda/flow-names').reply(200, [{ key: 'orders', name: 'Purchase orders' }]);
  mock.onGet(`${REST}/process-definition/orders:2:b/xml`).reply(200, {
    bpmn20Xml: `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL">
      <process id="orders"><serviceTask id="work" name="Check stock"/></process></definitions>`,
  });
});
const GROUPS = '/api/camunda/incident-groups';
const reads = (url: string) => mock.history.get.filter((call) => call.url === url).length;
afterEach(() => mock.restore());

const groupRow = () => screen.getByRole('row', { name: /Order <n> failed/ });

it('shows each group with its topic, count and processes, and the incidents newest first', async () => {
  renderScreen(<IncidentsView />);
  await screen.findByText('Order <n> failed: timeout after <n>s');
  expect(within(groupRow()).getByText('stock')).toBeInTheDocument();
  expect(within(groupRow()).getByText('3')).toBeInTheDocument();
  expect(within(groupRow()).getByText('returns')).toBeInTheDocument();
  const instance = await screen.findByRole('link', { name: 'pi-1' });
  expect(instance).toHaveAttribute('href', '/operator/processes/detail?key=orders&instance=pi-1');
  const listCall = mock.history.get.find((call) => call.url === `${REST}/incident`);
  expect(listCall?.params).toMatchObject({
    sortBy: 'incidentTimestamp',
    sortOrder: 'desc',
    firstResult: 0,
    maxResults: 10,
  });
});

it('retries a group after a dry run, as a batch whose end is shown', async () => {
  const user = setupUser();
  mock
    .onPost(RETRY)
    .replyOnce(200, { count: 3 })
    .onPost(RETRY)
    .reply(200, { count: 3, batchId: 'batch-9' });
  mock.onGet('/api/camunda/operation/query').reply(200, [
    makeBatchProgress({
      id: 'batch-9',
      totalJobs: 3,
      completedJobs: 3,
      remainingJobs: 0,
      waitingExecutionJobs: 0,
      finished: true,
    }),
  ]);
  renderScreen(<IncidentsView />);
  await screen.findByText('Order <n> failed: timeout after <n>s');
  await user.click(within(groupRow()).getByRole('button', { name: /Retry the group/ }));
  const dialog = await findConfirmDialog('Retry 3 incidents of this group?');
  expect(bodyOf(mock.history.post[0])).toEqual({
    pattern: group.pattern,
    topic: 'stock',
    dryRun: true,
  });
  await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(2));
  expect(bodyOf(mock.history.post[1])).toEqual({ pattern: group.pattern, topic: 'stock' });
  expect(await screen.findByText('3 tasks will be tried again')).toBeInTheDocument();
  // The batch's end reads the groups and the list again, the dialog still open.
  await waitFor(() => expect(reads(GROUPS)).toBe(2));
  expect(reads(`${REST}/incident`)).toBe(2);
});

it('reads the groups again when a retry batch hidden before its end has ended', async () => {
  const user = setupUser();
  mock
    .onPost(RETRY)
    .replyOnce(200, { count: 3 })
    .onPost(RETRY)
    .reply(200, { count: 3, batchId: 'batch-9' });
  const progress = { id: 'batch-9', totalJobs: 3, waitingExecutionJobs: 0 };
  mock
    .onGet('/api/camunda/operation/query')
    .replyOnce(200, [makeBatchProgress({ ...progress, completedJobs: 1, remainingJobs: 2 })])
    .onGet('/api/camunda/operation/query')
    .reply(200, [
      makeBatchProgress({ ...progress, completedJobs: 3, remainingJobs: 0, finished: true }),
    ]);
  renderScreen(<IncidentsView />);
  await screen.findByText('Order <n> failed: timeout after <n>s');
  await user.click(within(groupRow()).getByRole('button', { name: /Retry the group/ }));
  const dialog = await findConfirmDialog('Retry 3 incidents of this group?');
  await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
  await user.click(await screen.findByRole('button', { name: 'Hide (the batch goes on)' }));
  expect(reads(GROUPS)).toBe(1);
  await waitFor(() => expect(reads(GROUPS)).toBe(2), { timeout: 4000 });
  expect(reads(`${REST}/incident`)).toBe(2);
  expect(screen.queryByText('3 tasks will be tried again')).not.toBeInTheDocument();
});

it('names activities by their BPMN name (the id beside it) and processes by their saved name', async () => {
  renderScreen(<IncidentsView />);
  await screen.findByText('Order <n> failed: timeout after <n>s');
  expect(within(groupRow()).getByText('Reserve stock')).toBeInTheDocument();
  expect(within(groupRow()).getByText('(work)')).toBeInTheDocument();
  expect(await within(groupRow()).findByText('Purchase orders · orders')).toBeInTheDocument();
  const incident = (await screen.findByRole('link', { name: 'pi-1' })).closest('tr') as HTMLElement;
  expect(await within(incident).findByText('Check stock')).toBeInTheDocument();
  expect(within(incident).getByText('(work)')).toBeInTheDocument();
  expect(within(incident).getByText('Purchase orders')).toBeInTheDocument();
  expect(within(incident).getByText('orders')).toBeInTheDocument();
});

it('shows the activity id alone when its element has no name', async () => {
  mock.onGet('/api/camunda/incident-groups').reply(200, {
    groups: [{ ...group, activities: [{ id: 'work', name: null }] }],
    incidents: 3,
    truncated: false,
  });
  mock.onGet(`${REST}/incident`).reply(200, [makeIncident({ activityId: 'unnamed' })]);
  renderScreen(<IncidentsView />);
  await screen.findByText('Order <n> failed: timeout after <n>s');
  expect(within(groupRow()).getByText('work')).toBeInTheDocument();
  const incident = (await screen.findByRole('link', { name: 'pi-1' })).closest('tr') as HTMLElement;
  expect(within(incident).getByText('unnamed')).toBeInTheDocument();
  expect(within(incident).queryByText('(unnamed)')).not.toBeInTheDocument();
});

it('retries nothing when the dry run finds the group empty', async () => {
  const user = setupUser();
  mock.onPost(RETRY).reply(200, { count: 0 });
  renderScreen(<IncidentsView />);
  await screen.findByText('Order <n> failed: timeout after <n>s');
  await user.click(within(groupRow()).getByRole('button', { name: /Retry the group/ }));
  expect(await screen.findByText('No incident of this group is left to retry')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(1);
});

it('resolves one incident with one retry of its task', async () => {
  const user = setupUser();
  mock.onPut(`${REST}/external-task/task-1/retries`).reply(204);
  renderScreen(<IncidentsView />);
  const row = (await screen.findByRole('link', { name: 'pi-1' })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Resolve' }));
  const dialog = await findConfirmDialog('Resolve this incident?');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({ retries: 1 });
});
