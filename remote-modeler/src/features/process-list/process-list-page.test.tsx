import {
  bodyOf,
  envelope,
  findConfirmDialog,
  renderScreen,
  setupScreen,
  setupUser,
} from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../i18n';
import { makeDeployed, makeDraft } from '../../testing/builders';
import ProcessListPage from './process-list-page';

let mock: MockAdapter;
const ORDER = makeDraft({ id: 1, name: 'Order flow', deployed: true });
const SPARE = makeDraft({ id: 2, name: 'Spare flow', modifyTime: '2026-11-22T10:00:00.000Z' });
const V1 = makeDeployed();
const V2 = makeDeployed({
  id: 'order:2:def',
  version: 2,
  deploymentName: 'Second',
  deployTime: '2026-11-21T09:00:00.000Z',
});
const LEGACY = makeDeployed({ id: 'legacy:1:x', key: 'legacy', name: 'Legacy', tempFlowId: null });

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  mock.onGet('/api/tempFlows').reply(200, envelope([ORDER, SPARE]));
  mock.onGet('/api/camunda/deployedFlows').reply(200, [V1, V2, LEGACY]);
});
afterEach(() => mock.restore());

const show = (route = '/mainModeler/modelerProcess') =>
  renderScreen(<ProcessListPage />, { route });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

it('lists drafts with their newest deployed version, and keys deployed without a draft', async () => {
  show();
  const order = await rowOf('Order flow');
  expect(within(order).getByText('Deployed')).toBeInTheDocument();
  expect(within(order).getByText('Second (dep-1)')).toBeInTheDocument();
  expect(within(order).getByText('2')).toBeInTheDocument();
  const spare = await rowOf('Spare flow');
  expect(within(spare).getByText('Undeployed')).toBeInTheDocument();
  expect(within(spare).getByRole('button', { name: 'Delete draft' })).toBeInTheDocument();
  const legacy = await rowOf('Legacy');
  expect(within(legacy).queryByRole('button', { name: 'Deploy' })).not.toBeInTheDocument();
});

it('filters by name and status from the URL', async () => {
  show('/mainModeler/modelerProcess?status=undeployed');
  expect(await screen.findByText('Spare flow')).toBeInTheDocument();
  expect(screen.queryByText('Order flow')).not.toBeInTheDocument();
  show('/mainModeler/modelerProcess?name=zzz');
  expect(await screen.findByText('No process matches the filter')).toBeInTheDocument();
});

it('asks with the number of running instances before removing a deployed version', async () => {
  const user = setupUser();
  mock.onGet('/api/camunda/engine-rest/process-instance/count').reply(200, { count: 3 });
  mock.onDelete('/api/deployedFlow').reply(200, envelope(null, 200, 'Delete success'));
  show();
  await user.click(within(await rowOf('Order flow')).getByRole('button', { name: 'Remove' }));
  const dialog = await findConfirmDialog('Remove version 2 of “Order flow”?');
  expect(mock.history.get.at(-1)?.params).toEqual({ processDefinitionId: 'order:2:def' });
  expect(within(dialog).getByText(/3 instances of this version are running/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(mock.history.delete).toHaveLength(1));
  expect(mock.history.delete[0].params).toEqual({ flowId: 'order:2:def' });
});

it("stops a flow's file monitors when its last version is removed, and says when it cannot", async () => {
  const user = setupUser();
  mock.onGet('/api/camunda/engine-rest/process-instance/count').reply(200, { count: 0 });
  mock.onDelete('/api/deployedFlow').reply(200, envelope(null, 200, 'Delete success'));
  mock.onPut('/api/stopFileMonitorByProcessId').replyOnce(200, envelope([4]));
  show();
  await user.click(within(await rowOf('Legacy')).getByRole('button', { name: 'Remove' }));
  let dialog = await findConfirmDialog('Remove version 1 of “Legacy”?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(mock.history.put[0].params).toEqual({ processId: 'legacy' });

  // A version with a newer one beside it leaves the monitors be; a failure is reported.
  mock.onPut('/api/stopFileMonitorByProcessId').replyOnce(500, envelope(null, 500, 'boom'));
  await user.click(within(await rowOf('Legacy')).getByRole('button', { name: 'Remove' }));
  dialog = await findConfirmDialog('Remove version 1 of “Legacy”?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to stop related File-Monitor')).toBeInTheDocument();
  await user.click(within(await rowOf('Order flow')).getByRole('button', { name: 'Remove' }));
  dialog = await findConfirmDialog('Remove version 2 of “Order flow”?');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(mock.history.delete).toHaveLength(3));
  expect(mock.history.put).toHaveLength(2);
});

it('refuses an import whose source and target BP are the same, before any call', async () => {
  const user = setupUser();
  mock.onGet('/api/flow/importTargets').reply(
    200,
    envelope([
      { id: 1, name: 'Acme' },
      { id: 5, name: 'Northwind' },
    ]),
  );
  show();
  await screen.findByText('Order flow');
  await user.click(screen.getByRole('button', { name: /Import/ }));
  const dialog = await screen.findByRole('dialog');
  const file = new File(['<definitions/>'], 'order.bpmn', { type: 'text/xml' });
  await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
  await user.click(within(dialog).getByRole('combobox', { name: 'Source BP' }));
  await user.click(await screen.findByTitle('Northwind (5)'));
  await user.click(within(dialog).getByRole('combobox', { name: 'Target BP' }));
  await user.click((await screen.findAllByTitle('Northwind (5)')).at(-1) as HTMLElement);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  expect(
    await within(dialog).findByText('source BP and target BP cannot be the same'),
  ).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
});

it('deploys a draft with a required name and shows what changes against the deployed version', async () => {
  const user = setupUser();
  mock.onGet('/api/camunda/engine-rest/process-definition').reply(200, []);
  mock
    .onPost('/api/flow/deploy')
    .reply(
      200,
      envelope({ deploymentId: 'd', deploymentTime: '', definitions: [] }, 200, 'Deploy success'),
    );
  show();
  await user.click(within(await rowOf('Spare flow')).getByRole('button', { name: 'Deploy' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText(/this will be version 1/)).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Deploy name'));
  await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
  expect(await within(dialog).findByText('The deploy name is required')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Deploy name'), 'Release 1');
  await user.click(within(dialog).getByRole('button', { name: 'Deploy' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    name: 'Release 1',
    tempFlowId: 2,
    suspended: false,
  });
  expect(await screen.findByText('Deploy success')).toBeInTheDocument();
});

it('offers Start instance on a deployed flow, in an actions column kept in view', async () => {
  const user = setupUser();
  mock.onPost('/api/camunda/engine-rest/process-definition/order%3A2%3Adef/start').reply(200, {
    id: 'pi-5',
    definitionId: 'order:2:def',
    businessKey: null,
    ended: false,
  });
  show();
  const spare = await rowOf('Spare flow');
  expect(within(spare).queryByRole('button', { name: 'Start instance' })).toBeNull();
  const start = within(await rowOf('Order flow')).getByRole('button', { name: 'Start instance' });
  expect(start.closest('td')).toHaveClass('ant-table-cell-fix-end');
  await user.click(start);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Start an instance of Order flow (version 2)')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Start' }));
  expect(await screen.findByRole('link', { name: 'Open it' })).toHaveAttribute(
    'href',
    '/operator/processes/detail?key=order&instance=pi-5',
  );
});
