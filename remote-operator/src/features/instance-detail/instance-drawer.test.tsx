import { useSettings } from '@console/shared';
import {
  bodyOf,
  renderScreen,
  setupScreen,
  setupUser,
  findConfirmDialog,
} from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import { makeIncident, makeInstanceSummary } from '../../testing/builders';
import InstanceDrawer from './instance-drawer';

jest.mock('../../components/bpmn-viewer', () =>
  jest.requireActual('../../testing/bpmn-viewer-stand-in'),
);

const REST = '/api/camunda/engine-rest';
let mock: MockAdapter;
const step = (activityId: string, endTime: string | null) => ({
  id: `${activityId}:1`,
  activityId,
  activityName: null,
  activityType: activityId === 'work' ? 'serviceTask' : 'startEvent',
  startTime: '2026-11-20T09:00:00.000+0000',
  endTime,
  canceled: false,
});

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  useSettings.setState({ timezone: 'UTC' });
  mock.onGet(`${REST}/history/process-instance/pi-1`).reply(200, makeInstanceSummary());
  mock.onGet(/\/xml$/).reply(200, { bpmn20Xml: '<definitions/>' });
  mock
    .onGet(`${REST}/history/activity-instance`)
    .reply(200, [step('start', '2026-11-20T09:00:00.000+0000'), step('work', null)]);
  mock.onGet(`${REST}/incident`).replyOnce(200, [makeIncident()]);
  mock.onGet(`${REST}/process-instance/pi-1/variables`).reply(200, {
    amount: { type: 'Integer', value: 5, valueInfo: {} },
  });
  mock.onGet(`${REST}/process-instance/pi-1/activity-instances`).reply(200, {
    id: 'pi-1',
    activityId: 'orders',
    activityName: 'Orders',
    activityType: 'processDefinition',
    childActivityInstances: [
      {
        id: 'work:1',
        activityId: 'work',
        activityName: 'Work',
        activityType: 'serviceTask',
        childActivityInstances: [],
      },
    ],
  });
  mock.onGet(`${REST}/history/external-task-log`).reply(200, [
    {
      id: 'log-1',
      timestamp: '2026-11-20T09:01:00.000+0000',
      topicName: 'stock',
      activityId: 'work',
      workerId: 'w',
      retries: 0,
      errorMessage: 'Stock service down',
      creationLog: false,
      failureLog: true,
      successLog: false,
      deletionLog: false,
    },
  ]);
});
afterEach(() => mock.restore());

const show = () => renderScreen(<InstanceDrawer instanceId="pi-1" onClose={() => undefined} />);

it('shows the path on the diagram and the open incident, and resolves it with one retry', async () => {
  const user = setupUser();
  mock.onGet(`${REST}/incident`).reply(200, []);
  mock.onPut(`${REST}/external-task/task-1/retries`).reply(204);
  show();
  expect(await screen.findByText('Stock service down', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(
    await screen.findByRole(
      'button',
      { name: 'activity work (console-path console-failed)' },
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'activity start (console-path)' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resolve' }));
  const dialog = await findConfirmDialog('Resolve this incident?');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({ retries: 1 });
  expect(await screen.findByText('No open incident')).toBeInTheDocument();
});

it("keeps the server's message when it refuses a variable's new value", async () => {
  const user = setupUser();
  mock.onPut(`${REST}/process-instance/pi-1/variables/amount`).reply(400, {
    type: 'InvalidRequestException',
    message: 'Cannot put variable amount: the instance is suspended',
  });
  show();
  await user.click(await screen.findByRole('tab', { name: 'Variables' }, { timeout: 5000 }));
  await user.click(await screen.findByRole('button', { name: /Edit/ }));
  const value = await screen.findByRole('spinbutton', { name: 'Value' });
  await user.clear(value);
  await user.type(value, '7');
  await user.click(screen.getByRole('button', { name: 'OK' }));
  expect(await screen.findByText(/the instance is suspended/)).toBeInTheDocument();
  expect(bodyOf(mock.history.put[0])).toEqual({ value: 7, type: 'Integer' });
  expect(screen.getByRole('spinbutton', { name: 'Value' })).toHaveValue('7');
});

it('deletes a variable after confirmation', async () => {
  const user = setupUser();
  mock.onDelete(`${REST}/process-instance/pi-1/variables/amount`).reply(204);
  show();
  await user.click(await screen.findByRole('tab', { name: 'Variables' }, { timeout: 5000 }));
  await user.click(await screen.findByRole('button', { name: /Delete/ }));
  const dialog = await findConfirmDialog('Delete the variable amount?');
  expect(mock.history.delete).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
  await waitFor(() => expect(mock.history.delete).toHaveLength(1));
});

it('shows the task log with the error details of a failure, and the activity tree', async () => {
  const user = setupUser();
  mock
    .onGet(`${REST}/history/external-task-log/log-1/error-details`)
    .reply(200, 'java.net.ConnectException');
  show();
  await user.click(await screen.findByRole('tab', { name: 'Task log' }, { timeout: 5000 }));
  await user.click(await screen.findByRole('button', { name: 'Details' }));
  expect(await screen.findByText('java.net.ConnectException')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Activities' }));
  expect(await screen.findByText('Work (serviceTask)')).toBeInTheDocument();
});
