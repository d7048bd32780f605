import { useSettings } from '@console/shared';
import { envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import {
  makeInstanceRow,
  makeInstanceRun,
  makeLatestDefinition,
  makeLogSummary,
} from '../../testing/builders';
import InOutPage from './in-out-page';
import InstancesPage from './instances-page';
import LogPage from './log-page';
import SystemLogsPage from './system-logs-page';

let mock: MockAdapter;
const BASE = '/operator/opeHistory/opeSystemLogs';
const HISTORY = '/api/camunda/history/process-instance';
const SUMMARY = '/stat/api/instance-log/summary';
const TEXT = '/stat/api/instance-log';

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  useSettings.setState({ timezone: 'UTC' });
});
afterEach(() => mock.restore());

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}
const show = (page: ReactElement, route: string) =>
  renderScreen(
    <Routes>
      <Route
        path="*"
        element={
          <>
            {page}
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
const where = () => screen.getByLabelText('location').textContent;
const textCalls = () => mock.history.get.filter((call) => call.url === TEXT);

it('lists the processes, filters them by name in the URL, each opening its instance history', async () => {
  const user = setupUser();
  mock
    .onGet('/api/camunda/all-process-definition-by-key')
    .reply(200, [
      makeLatestDefinition(),
      makeLatestDefinition({ key: 'invoices', name: 'Invoices' }),
    ]);
  show(<SystemLogsPage />, `${BASE}/index`);
  expect(await screen.findByRole('link', { name: 'Orders' })).toHaveAttribute(
    'href',
    `${BASE}/opeInstances?key=orders`,
  );
  await user.type(screen.getByRole('searchbox', { name: 'Process name or key' }), 'invo{Enter}');
  expect(where()).toBe(`${BASE}/index?name=invo`);
  expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Invoices' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'System logs' })).toBeChecked();
});

it('shows the instance history of the URL’s filters, newest first, with each instance’s pages', async () => {
  mock.onGet(HISTORY).reply(200, [makeInstanceRow({ state: 'COMPLETED', endTime: null })]);
  mock.onGet(`${HISTORY}/count`).reply(200, { count: 31 });
  show(
    <InstancesPage />,
    `${BASE}/opeInstances?key=orders&state=Completed&startedAfter=2026-11-20T00:00:00&page=2`,
  );
  const row = await screen.findByRole('row', { name: /pi-1/ });
  expect(within(row).getByText('Completed')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Log' })).toHaveAttribute(
    'href',
    `${BASE}/opeLog?id=pi-1`,
  );
  expect(within(row).getByRole('link', { name: 'Input and output' })).toHaveAttribute(
    'href',
    `${BASE}/opeLogInOut?id=pi-1`,
  );
  const list = mock.history.get.find((call) => call.url === HISTORY);
  expect(list?.params).toEqual({
    processDefinitionKey: 'orders',
    state: 'Completed',
    unfinished: undefined,
    processInstanceBusinessKeyLike: undefined,
    startedAfter: '2026-11-20T00:00:00.000+0000',
    startedBefore: undefined,
    sortBy: 'startTime',
    sortOrder: 'desc',
    firstResult: 10,
    maxResults: 10,
  });
  expect(screen.getByRole('listitem', { name: '2' })).toHaveClass('ant-pagination-item-active');
});

it('shows a small log at once in simple mode, with each mode’s size, and switches to complete', async () => {
  const user = setupUser();
  mock.onGet(SUMMARY).reply(200, envelope(makeLogSummary()));
  mock
    .onGet(TEXT)
    .reply((config) => [
      200,
      config.params.mode === 'complete'
        ? '2026-11-21 08:00:00 INFO  engine work Task work started\n'
        : '2026-11-21 08:00:00 Task work started\n',
    ]);
  show(<LogPage />, `${BASE}/opeLog?id=pi-1`);
  expect(await screen.findByLabelText('Log text')).toHaveTextContent(
    '2026-11-21 08:00:00 Task work started',
  );
  expect(screen.getByText('Simple · 120 Bytes')).toBeInTheDocument();
  expect(screen.getByText('Complete · 2.00 KiB')).toBeInTheDocument();
  expect(screen.getByText('120 Bytes · 3 lines')).toBeInTheDocument();
  expect(textCalls()[0].params).toEqual({
    processInstanceId: 'pi-1',
    mode: 'simple',
    timezone: 'UTC',
  });
  await user.click(screen.getByText('Complete · 2.00 KiB'));
  expect(where()).toBe(`${BASE}/opeLog?id=pi-1&mode=complete`);
  expect(await screen.findByLabelText('Log text')).toHaveTextContent(
    'INFO engine work Task work started',
  );
});

it('asks before showing a log above the limit, and downloads it instead if asked', async () => {
  const user = setupUser();
  const big = 6 * 1024 * 1024;
  mock
    .onGet(SUMMARY)
    .reply(200, envelope(makeLogSummary({ bytes: { simple: big, complete: big } })));
  mock.onGet(TEXT).reply(200, 'a line\n');
  const created = jest.fn(() => 'blob:log');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
  show(<LogPage />, `${BASE}/opeLog?id=pi-1`);
  expect(await screen.findByText('This log is 6.00 MiB, above 5 MB')).toBeInTheDocument();
  expect(textCalls()).toHaveLength(0);
  const asked = screen.getByText('This log is 6.00 MiB, above 5 MB').closest('.ant-result');
  await user.click(within(asked as HTMLElement).getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(textCalls()[0].params).toMatchObject({ mode: 'simple', download: true });
  expect(screen.queryByLabelText('Log text')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show it here' }));
  expect(await screen.findByLabelText('Log text')).toHaveTextContent('a line');
  click.mockRestore();
});

it('says no log results were found for an instance without lines, and 0 Bytes', async () => {
  mock
    .onGet(SUMMARY)
    .reply(200, envelope(makeLogSummary({ lines: 0, bytes: { simple: 0, complete: 0 } })));
  show(<LogPage />, `${BASE}/opeLog?id=pi-1`);
  expect(await screen.findByText('No log results were found')).toBeInTheDocument();
  expect(screen.getByText('Simple · 0 Bytes')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Download/ })).toBeDisabled();
  expect(textCalls()).toHaveLength(0);
});

it('shows the server’s message for an unknown instance', async () => {
  mock.onGet(SUMMARY).reply(404, {
    code: 404,
    msg: "Historic process instance with id 'nope' does not exist",
    data: null,
  });
  show(<LogPage />, `${BASE}/opeLog?id=nope`);
  expect(await screen.findByText('The log could not be loaded')).toBeInTheDocument();
});

it('shows each task run’s input and output side by side, JSON indented', async () => {
  const user = setupUser();
  mock.onGet(SUMMARY).reply(200, envelope(makeLogSummary()));
  mock.onGet('/stat/api/instance-log/in-out').reply(
    200,
    envelope({
      runs: [
        makeInstanceRun(),
        makeInstanceRun({ id: 8, status: 'failed', outputFile: null, message: 'Stock down' }),
      ],
      truncated: false,
    }),
  );
  show(<InOutPage />, `${BASE}/opeLogInOut?id=pi-1`);
  const failed = await screen.findByRole('row', { name: /Stock down/ });
  expect(within(failed).getByText('Failed')).toBeInTheDocument();
  const first = screen.getAllByRole('row', { name: /Stock API/ })[0];
  await user.click(within(first).getByRole('button', { name: /expand/i }));
  expect(await screen.findByLabelText('Input file')).toHaveTextContent('"order": "PO-1"');
  expect(screen.getByLabelText('Output file')).toHaveTextContent('<ack/>');
  expect(screen.getByRole('link', { name: 'orders' })).toHaveAttribute(
    'href',
    `${BASE}/opeInstances?key=orders`,
  );
});

it('says so when no task of the instance ran a connector', async () => {
  mock.onGet(SUMMARY).reply(200, envelope(makeLogSummary()));
  mock.onGet('/stat/api/instance-log/in-out').reply(200, envelope({ runs: [], truncated: false }));
  show(<InOutPage />, `${BASE}/opeLogInOut?id=pi-1`);
  expect(
    await screen.findByText('No task of this instance has run a connector'),
  ).toBeInTheDocument();
});
