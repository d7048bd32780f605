import { bodyOf, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../i18n';
import { StartInstanceTool } from './start-instance-tool';

const REST = '/api/camunda/engine-rest';
let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
});
afterEach(() => mock.restore());

const show = (deploys: number) =>
  renderScreen(<StartInstanceTool processKey="order" name="Order flow" deploys={deploys} />);

it('stays disabled until the diagram is deployed, then starts its latest version', async () => {
  const user = setupUser();
  mock.onGet(`${REST}/process-definition`).replyOnce(200, []);
  const { rerender } = show(0);
  const start = screen.getByRole('button', { name: 'Start instance' });
  await waitFor(() => expect(mock.history.get).toHaveLength(1));
  expect(start).toBeDisabled();
  expect(mock.history.get[0].params).toEqual({ key: 'order', latestVersion: true });

  // A deploy made in the editor: the tool looks again and finds the version.
  mock.onGet(`${REST}/process-definition`).reply(200, [{ id: 'order:1:x', version: 1 }]);
  rerender(<StartInstanceTool processKey="order" name="Order flow" deploys={1} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Start instance' })).toBeEnabled());
  mock.onPost(`${REST}/process-definition/key/order/start`).reply(200, {
    id: 'pi-1',
    definitionId: 'order:1:x',
    businessKey: null,
    ended: false,
  });
  await user.click(screen.getByRole('button', { name: 'Start instance' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('The latest deployed version starts.')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Start' }));
  expect(await screen.findByRole('link', { name: 'Open it' })).toHaveAttribute(
    'href',
    '/operator/processes/detail?key=order&instance=pi-1',
  );
  expect(bodyOf(mock.history.post[0])).toEqual({ variables: {} });
});

it('looks a process id typed letter by letter up once typing stops, not per key', async () => {
  mock.onGet(`${REST}/process-definition`).reply(200, []);
  const { rerender } = renderScreen(<StartInstanceTool processKey="o" deploys={0} />);
  for (const key of ['or', 'ord', 'orde', 'order']) {
    rerender(<StartInstanceTool processKey={key} deploys={0} />);
  }
  await waitFor(() => expect(mock.history.get).toHaveLength(2));
  await new Promise((resolve) => setTimeout(resolve, 500));
  // The id the diagram opened with at once, then the one typing stopped at: none between.
  expect(mock.history.get.map((call) => call.params.key)).toEqual(['o', 'order']);
});

it('is disabled for a diagram without a process', () => {
  renderScreen(<StartInstanceTool processKey={null} deploys={0} />);
  expect(screen.getByRole('button', { name: 'Start instance' })).toBeDisabled();
});
