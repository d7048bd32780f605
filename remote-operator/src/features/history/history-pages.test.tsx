import { useSettings } from '@console/shared';
import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import { makeInstanceRow } from '../../testing/builders';
import BusinessKeysPage from './business-keys-page';
import LogQueryPage from './log-query-page';
import ProcessLogsPage from './process-logs-page';
import TaskListPage from './task-list-page';
import TransactionLogsPage from './transaction-logs-page';
import InOutPage from '../system-logs/in-out-page';
import LogPage from '../system-logs/log-page';

let mock: MockAdapter;
const DAYS = 'from=2026-11-20&to=2026-11-21';
const RANGE = { from: '2026-11-20 00:00:00', to: '2026-11-21 23:59:59' };
const runs = { total: 12, success: 10, failed: 2, lastRun: '2026-11-21T08:00:00.000Z' };

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  useSettings.setState({ timezone: 'UTC' });
  mock.onGet('/api/camunda/flow-names').reply(200, [{ key: 'orders', name: 'Purchase orders' }]);
});
afterEach(() => mock.restore());

const show = (page: ReactElement, route: string) =>
  renderScreen(
    <Routes>
      <Route path="*" element={page} />
    </Routes>,
    { route },
  );
const paramsOf = (url: string) => mock.history.get.find((call) => call.url === url)?.params;

it('lists the processes with their runs over the days of the URL, each opening its tasks', async () => {
  mock
    .onGet('/stat/api/trans-log/process')
    .reply(
      200,
      envelope({ list: [{ process: 'orders', ...runs }], total: 1, page: 1, pageSize: 10 }),
    );
  show(<ProcessLogsPage />, `/operator/opeHistory/opeProcessLogs/opeBusinessProcess/index?${DAYS}`);
  // The process by the name it was saved under, its key beside it.
  const link = await screen.findByRole('link', { name: 'Purchase orders' });
  expect(
    within(screen.getByRole('row', { name: /orders/ })).getByText('orders'),
  ).toBeInTheDocument();
  expect(link).toHaveAttribute(
    'href',
    `/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/index?id=orders&${DAYS}`,
  );
  expect(within(screen.getByRole('row', { name: /orders/ })).getByText('12')).toBeInTheDocument();
  expect(paramsOf('/stat/api/trans-log/process')).toEqual({ ...RANGE, page: 1, pageSize: 10 });
});

it("lists a process's tasks with topic and volume, each opening the business keys that passed it", async () => {
  mock.onGet('/stat/api/trans-log/task').reply(
    200,
    envelope({
      list: [{ process: 'orders', task: 'work', topic: 'stock', connector: 'Stock API', ...runs }],
      page: 1,
      pageSize: 10,
    }),
  );
  mock.onGet('/stat/api/trans-log/task/count').reply(200, envelope({ count: 1 }));
  show(<TaskListPage />, `/x?id=orders&${DAYS}`);
  const row = await screen.findByRole('row', { name: /stock/ });
  expect(within(row).getByText('Stock API')).toBeInTheDocument();
  expect(await screen.findByText('Tasks of Purchase orders · orders')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Business keys' })).toHaveAttribute(
    'href',
    `/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/opeBusinessKeys?id=orders&task=work&${DAYS}`,
  );
  expect(paramsOf('/stat/api/trans-log/task/count')).toEqual({ ...RANGE, process: 'orders' });
});

it('lists the instances that passed a task in the days chosen', async () => {
  mock
    .onGet('/api/camunda/history/process-instance')
    .reply(200, [makeInstanceRow({ businessKey: 'PO-9' })]);
  mock.onGet('/api/camunda/history/process-instance/count').reply(200, { count: 1 });
  show(<BusinessKeysPage />, `/x?id=orders&task=work&${DAYS}`);
  expect(await screen.findByText('PO-9')).toBeInTheDocument();
  expect(paramsOf('/api/camunda/history/process-instance')).toMatchObject({
    processDefinitionKey: 'orders',
    executedActivityIdIn: 'work',
    startedAfter: '2026-11-20T00:00:00.000+0000',
    startedBefore: '2026-11-21T23:59:59.000+0000',
    sortBy: 'startTime',
    sortOrder: 'desc',
  });
});

it('shows failed runs with their files and count, and says when there is none', async () => {
  const user = setupUser();
  const failed = {
    id: 'r1',
    timestamp: '2026-11-21T08:00:00.000Z',
    processInstanceId: 'pi-1',
    process: 'orders',
    task: 'work',
    topic: 'stock',
    connector: null,
    durationMs: 5,
    message: 'Stock service down',
    inputFile: { name: 'input-r1.json', content: '{}' },
    outputFile: null,
  };
  mock
    .onGet('/stat/api/trans-log/errors')
    .replyOnce(200, envelope({ list: [failed], page: 1, pageSize: 10 }));
  mock.onGet('/stat/api/trans-log/errors/count').replyOnce(200, envelope({ count: 1 }));
  mock
    .onGet('/stat/api/trans-log/errors')
    .reply(200, envelope({ list: [], page: 1, pageSize: 10 }));
  mock.onGet('/stat/api/trans-log/errors/count').reply(200, envelope({ count: 0 }));
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
  show(<TransactionLogsPage />, `/x?${DAYS}`);
  expect(await screen.findByText('Stock service down')).toBeInTheDocument();
  expect(screen.getByText('1 error')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /input-r1.json/ }));
  expect(click).toHaveBeenCalled();
  await user.type(screen.getByRole('searchbox', { name: 'Process key' }), 'refunds{Enter}');
  expect(await screen.findByText('No relevant task log found')).toBeInTheDocument();
  await waitFor(() =>
    expect(mock.history.get.at(-1)?.params).toMatchObject({ process: 'refunds' }),
  );
  click.mockRestore();
});

it('searches the logs and loads more from the last line shown', async () => {
  const user = setupUser();
  const hit = (offset: number, message: string) => ({
    offset,
    timestamp: '2026-11-21T08:00:00.000Z',
    level: 'error',
    source: 'worker',
    processInstanceId: null,
    activityId: null,
    message,
    sort: [1, offset],
  });
  mock
    .onGet('/loki/api/v1/labels')
    .reply(200, { status: 'success', data: ['level', 'processInstanceId', 'source'] });
  mock
    .onPost('/stat/api/log')
    .replyOnce(200, envelope({ hits: [hit(9, 'Stock service down')], searchAfter: [1, 9] }));
  mock
    .onPost('/stat/api/log')
    .replyOnce(200, envelope({ hits: [hit(4, 'Partner refused')], searchAfter: null }));
  mock.onPost('/stat/api/log').reply(200, envelope({ hits: [], searchAfter: null }));
  show(<LogQueryPage />, `/x?${DAYS}&query=down`);
  expect(await screen.findByText('Stock service down')).toBeInTheDocument();
  expect(bodyOf(mock.history.post[0])).toEqual({ ...RANGE, query: 'down', size: 50 });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Partner refused')).toBeInTheDocument();
  expect(screen.getByText('Stock service down')).toBeInTheDocument();
  expect(bodyOf(mock.history.post[1])).toMatchObject({ searchAfter: [1, 9] });
  expect(screen.getByText('No more lines')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Value' }), 'nobody');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No log results were found')).toBeInTheDocument();
  expect(bodyOf(mock.history.post[2])).toMatchObject({ source: 'nobody' });
});

describe('a page opened without the id it shows', () => {
  const PROCESSES = '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/index';
  const INSTANCES = '/operator/opeHistory/opeSystemLogs/opeInstances';
  it.each([
    ['the tasks of a process', <TaskListPage key="t" />, `/x?${DAYS}`, PROCESSES, 'process'],
    [
      'the business keys of a task',
      <BusinessKeysPage key="b" />,
      `/x?task=work&${DAYS}`,
      PROCESSES,
      'process',
    ],
    ["an instance's log", <LogPage key="l" />, '/x?mode=complete', INSTANCES, 'instance'],
    ["an instance's input and output", <InOutPage key="i" />, '/x?id=', INSTANCES, 'instance'],
  ])(
    '%s: says what is missing, links back, and asks the server nothing',
    async (_, page, route, back, what) => {
      show(page, route);
      expect(
        await screen.findByText(`No ${what} chosen: this page shows the ${what} its link names.`),
      ).toBeInTheDocument();
      const link = screen.getByRole('link', {
        name: what === 'process' ? 'Back to the processes' : 'Back to the instances',
      });
      expect(link.getAttribute('href')).toMatch(new RegExp(`^${back}`));
      // Only the saved names of the processes may be read; nothing that needs the id.
      expect(mock.history.get.filter((call) => call.url !== '/api/camunda/flow-names')).toEqual([]);
      expect(mock.history.post).toEqual([]);
    },
  );
});
