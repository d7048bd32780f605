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
import { Route, Routes, useLocation } from 'react-router-dom';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import { makeBatchProgress, makeInstanceRow, makeVersion } from '../../testing/builders';
import ProcessDetailPage from './process-detail-page';

// bpmn-js draws SVG that jsdom cannot measure: its stand-in shows the badges and activities.
jest.mock('../../components/bpmn-viewer', () =>
  jest.requireActual('../../testing/bpmn-viewer-stand-in'),
);

const REST = '/api/camunda/engine-rest';
let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  useSettings.setState({ timezone: 'UTC' });
  mock
    .onGet(`${REST}/process-definition`)
    .reply(200, [makeVersion(), makeVersion({ id: 'orders:1:a', version: 1 })]);
  mock.onGet(/\/process-definition\/.+\/xml$/).reply(200, { bpmn20Xml: '<definitions/>' });
  mock.onGet(/^\/api\/camunda\/engine-rest\/process-definition\/.+\/statistics$/).reply(200, [
    {
      id: 'work',
      instances: 3,
      incidents: [{ incidentType: 'failedExternalTask', incidentCount: 1 }],
    },
  ]);
  mock
    .onGet(/\/history\/process-definition\/.+\/statistics$/)
    .reply(200, [
      { id: 'work', instances: 3, finished: 40, canceled: 2, completeScope: 0, openIncidents: 1 },
    ]);
  mock
    .onGet('/api/camunda/history/process-instance')
    .reply(200, [
      makeInstanceRow(),
      makeInstanceRow({ id: 'pi-2', businessKey: 'PO-2', incidents: 1 }),
    ]);
  mock.onGet('/api/camunda/history/process-instance/count').reply(200, { count: 2 });
  mock.onGet('/api/camunda/flow-names').reply(200, [{ key: 'orders', name: 'Purchase orders' }]);
});
afterEach(() => mock.restore());

function Where() {
  return <output aria-label="location">{useLocation().search}</output>;
}
const show = (route = '/operator/processes/detail?key=orders') =>
  renderScreen(
    <Routes>
      <Route
        path="/operator/processes/detail"
        element={
          <>
            <ProcessDetailPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
const lastListCall = () =>
  mock.history.get.filter((call) => call.url === '/api/camunda/history/process-instance').at(-1);

it('shows the latest version with its running figures and its running instances, newest first', async () => {
  show();
  // The first test also waits for the lazily loaded diagram module.
  const waiting = await screen.findByLabelText('2 instances waiting here', {}, { timeout: 5000 });
  expect(waiting).toHaveTextContent('2');
  expect(screen.getByLabelText('1 incident here')).toHaveTextContent('1');
  const incidentRow = await screen.findByRole('row', { name: /pi-2/ });
  expect(within(incidentRow).getByText('Incident')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /pi-1/ })).getByText('Active')).toBeInTheDocument();
  expect(screen.getByText('2 in all')).toBeInTheDocument();
  expect(lastListCall()?.params).toMatchObject({
    processDefinitionId: 'orders:2:b',
    unfinished: true,
    sortBy: 'startTime',
    sortOrder: 'desc',
    firstResult: 0,
    maxResults: 10,
  });
});

it('filters the instances to an activity clicked on the diagram, in the URL', async () => {
  const user = setupUser();
  show();
  await user.click(await screen.findByRole('button', { name: 'activity work' }, { timeout: 5000 }));
  await waitFor(() =>
    expect(screen.getByLabelText('location')).toHaveTextContent('activityId=work'),
  );
  await waitFor(() => expect(lastListCall()?.params).toMatchObject({ activeActivityIdIn: 'work' }));
});

it('switches to the heat map and to another version', async () => {
  const user = setupUser();
  show();
  await screen.findByLabelText('2 instances waiting here', {}, { timeout: 5000 });
  await user.click(screen.getByText('Heat map'));
  expect(await screen.findByLabelText('45 instances passed here')).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent('overlay=heat');
  await user.click(screen.getByRole('combobox', { name: 'Version' }));
  await user.click(await screen.findByTitle('Version 1'));
  await waitFor(() =>
    expect(lastListCall()?.params).toMatchObject({ processDefinitionId: 'orders:1:a' }),
  );
});

it('refuses a start range the wrong way round', async () => {
  const user = setupUser();
  show(
    '/operator/processes/detail?key=orders&startedAfter=2026-11-20T10:00:00&startedBefore=2026-11-19T10:00:00',
  );
  await screen.findByRole('row', { name: /pi-1/ });
  const before = mock.history.get.length;
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(
    await screen.findByText('Started before must be later than started after'),
  ).toBeInTheDocument();
  expect(mock.history.get.length).toBe(before);
});

it('sends the business key, start and variable filters of a bookmarked URL', async () => {
  show(
    '/operator/processes/detail?key=orders&businessKey=PO&varName=amount&varOp=gt&varValue=100&startedAfter=2026-11-19T10:00:00',
  );
  await waitFor(() =>
    expect(lastListCall()?.params).toMatchObject({
      processInstanceBusinessKeyLike: '%PO%',
      variables: 'amount_gt_100',
      startedAfter: '2026-11-19T10:00:00.000+0000',
    }),
  );
});

it('says so when the key is not deployed', async () => {
  mock.onGet(`${REST}/process-definition`).reply(200, []);
  show('/operator/processes/detail?key=nope');
  expect(await screen.findByText('No process with the key nope is deployed')).toBeInTheDocument();
});

it('stops the selected instances as a batch and shows its progress until it ends', async () => {
  const user = setupUser();
  mock.onPost(`${REST}/process-instance/delete`).reply(200, { id: 'batch-1' });
  mock
    .onGet('/api/camunda/operation/query')
    .replyOnce(200, [
      makeBatchProgress({ completedJobs: 1, remainingJobs: 1, waitingExecutionJobs: 0 }),
    ])
    .onGet('/api/camunda/operation/query')
    .reply(200, [
      makeBatchProgress({
        completedJobs: 2,
        remainingJobs: 0,
        waitingExecutionJobs: 0,
        finished: true,
      }),
    ]);
  show();
  const checkboxOf = (id: string) =>
    within(screen.getByRole('row', { name: new RegExp(id) })).getByRole('checkbox');
  await screen.findByRole('row', { name: /pi-2/ });
  await user.click(checkboxOf('pi-1'));
  await user.click(checkboxOf('pi-2'));
  await user.click(screen.getByRole('button', { name: /Stop selected \(2\)/ }));
  const dialog = await findConfirmDialog('Stop 2 instances?');
  expect(mock.history.post).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toMatchObject({
    processInstanceIds: ['pi-1', 'pi-2'],
    skipCustomListeners: true,
    skipIoMappings: true,
  });
  expect(await screen.findByText('2 instances stopped', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByTestId('batch-completedJobs')).toHaveTextContent('2');
  expect(screen.getByTestId('batch-remainingJobs')).toHaveTextContent('0');
});

it('exports the list with its filters and the columns shown as CSV', async () => {
  const user = setupUser();
  mock.onGet('/api/camunda/history/process-instance/export.csv').reply(200, 'id\r\n');
  const created = jest.fn(() => 'blob:instances');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
  useSettings.setState({ timezone: 'Europe/Paris' });
  show('/operator/processes/detail?key=orders&tab=finished&state=Cancelled');
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const call = mock.history.get.find((c) => c.url?.endsWith('export.csv'));
  expect(call?.params).toMatchObject({
    processDefinitionId: 'orders:2:b',
    finished: true,
    state: 'Cancelled',
    columns: 'id,businessKey,version,startTime,endTime,state,incidents',
    // The times in the user's zone, named in the CSV's header.
    tz: 'Europe/Paris',
  });
  expect(call?.params).not.toHaveProperty('firstResult');
  click.mockRestore();
});

it('exports where each running instance waits, by activity name and id', async () => {
  const user = setupUser();
  mock.onGet('/api/camunda/history/process-instance/export.csv').reply(200, 'id\r\n');
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
  show();
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const call = mock.history.get.find((c) => c.url?.endsWith('export.csv'));
  expect(call?.params).toMatchObject({
    columns: 'id,businessKey,version,startTime,state,incidents,activity,activityId',
  });
  click.mockRestore();
});

it('names the process in its header as it was saved in the modeler, its key beside it', async () => {
  show();
  expect(await screen.findByText('Purchase orders')).toBeInTheDocument();
  expect(screen.getByText('orders', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(screen.queryByText('Orders')).not.toBeInTheDocument();
});

it('reads the rows and the diagram counts again when a "stop all matching" batch ends', async () => {
  const user = setupUser();
  let stopped = false;
  mock.onPost(`${REST}/process-instance/delete`).reply(() => {
    stopped = true;
    return [200, { id: 'batch-1' }];
  });
  const rows = [
    makeInstanceRow(),
    makeInstanceRow({ id: 'pi-2', businessKey: 'PO-2', incidents: 1 }),
  ];
  mock.onGet('/api/camunda/history/process-instance').reply(() => [200, stopped ? [] : rows]);
  mock
    .onGet('/api/camunda/history/process-instance/count')
    .reply(() => [200, { count: stopped ? 0 : 2 }]);
  mock
    .onGet(/^\/api\/camunda\/engine-rest\/process-definition\/.+\/statistics$/)
    .reply(() => [
      200,
      stopped
        ? []
        : [{ id: 'work', instances: 2, incidents: [{ incidentType: 'x', incidentCount: 1 }] }],
    ]);
  mock.onGet('/api/camunda/operation/query').reply(200, [
    makeBatchProgress({
      completedJobs: 2,
      remainingJobs: 0,
      waitingExecutionJobs: 0,
      finished: true,
    }),
  ]);
  show();
  expect(
    await screen.findByLabelText('1 incident here', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  const incidentRow = await screen.findByRole('row', { name: /pi-2/ });
  expect(within(incidentRow).getByText('Incident')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stop all matching (2)' }));
  await user.click(
    within(await findConfirmDialog('Stop 2 instances?')).getByRole('button', { name: 'Stop' }),
  );
  expect(await screen.findByText('2 instances stopped', {}, { timeout: 4000 })).toBeInTheDocument();
  // The dialog is still open: the page has already read what the batch changed.
  await waitFor(() => expect(screen.queryByRole('row', { name: /pi-2/ })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByLabelText('1 incident here')).not.toBeInTheDocument());
  expect(screen.getByText('2 instances stopped')).toBeInTheDocument();
});

it('starts an instance of the version shown from its header, and counts it on the diagram', async () => {
  const user = setupUser();
  mock.onPost(`${REST}/process-definition/orders%3A2%3Ab/start`).reply(200, {
    id: 'pi-9',
    definitionId: 'orders:2:b',
    businessKey: 'PO-9',
    ended: false,
  });
  show();
  await screen.findByLabelText('2 instances waiting here', {}, { timeout: 5000 });
  const statistics = () =>
    mock.history.get.filter((call) =>
      /engine-rest\/process-definition\/.+\/statistics$/.test(call.url ?? ''),
    ).length;
  const before = statistics();
  await user.click(screen.getByRole('button', { name: 'Start instance' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Start an instance of Orders (version 2)')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Business key' }), 'PO-9');
  await user.click(within(dialog).getByRole('button', { name: 'Start' }));
  expect(await screen.findByRole('link', { name: 'Open it' })).toHaveAttribute(
    'href',
    '/operator/processes/detail?key=orders&instance=pi-9',
  );
  expect(bodyOf(mock.history.post[0])).toEqual({ businessKey: 'PO-9', variables: {} });
  await waitFor(() => expect(statistics()).toBeGreaterThan(before));
});
