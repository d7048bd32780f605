import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import { makeContact, makeNotification, makeRule } from '../../testing/builders';
import RulesPage from './rules-page';

let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  mock.onGet('/api/taskIncidentNotice').reply(200, envelope([makeRule()]));
  mock.onGet('/api/eventIncidentNotice').reply(200, envelope([]));
  mock.onGet('/api/incidentUsers').reply(200, envelope([makeContact()]));
  mock.onGet('/api/camunda/namespace').reply(200, [{ key: 'orders' }, { key: 'refunds' }]);
});
afterEach(() => mock.restore());

const show = () => renderScreen(<RulesPage />, { route: '/alarm/rule' });

it('lists the task rules with what they watch and whom they tell', async () => {
  show();
  const row = (await screen.findByText('Orders failing')).closest('tr') as HTMLElement;
  expect(within(row).getByText('orders')).toBeInTheDocument();
  expect(within(row).getByText('Any topic')).toBeInTheDocument();
  expect(within(row).getByText('Ops')).toBeInTheDocument();
  expect(within(row).getByText('300 s')).toBeInTheDocument();
});

it('creates a task rule on a chosen contact', async () => {
  const user = setupUser();
  mock.onPost('/api/taskIncidentNotice').reply(200, envelope(makeRule({ id: 8, name: 'Refunds' })));
  show();
  await screen.findByText('Orders failing');
  await user.click(screen.getByRole('button', { name: /New task rule/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Name'), 'Refunds');
  await user.click(within(dialog).getByLabelText('Contacts'));
  await user.click(await screen.findByText('Ops <ops@acme.test>'));
  await user.click(within(dialog).getByRole('button', { name: /Create/ }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    name: 'Refunds',
    contactIds: [1],
    windowSeconds: 300,
  });
});

it('refuses a rule without a contact before any call', async () => {
  const user = setupUser();
  show();
  await screen.findByText('Orders failing');
  await user.click(screen.getByRole('button', { name: /New task rule/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Name'), 'Nobody');
  await user.click(within(dialog).getByRole('button', { name: /Create/ }));
  expect(await within(dialog).findByText('Choose at least one contact')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
});

it("shows a rule's notifications with their status", async () => {
  const user = setupUser();
  mock.onGet('/api/incidentNotifications').reply(
    200,
    envelope([
      makeNotification({
        id: 2,
        status: 'unsent',
        lastError: 'No SMTP server is configured',
        count: 3,
      }),
      makeNotification(),
    ]),
  );
  show();
  const row = (await screen.findByText('Orders failing')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /Notifications/ }));
  const drawer = (await screen.findByText('Notifications of Orders failing')).closest(
    '.ant-drawer',
  ) as HTMLElement;
  expect(await within(drawer).findByText('Not sent')).toBeInTheDocument();
  expect(within(drawer).getByText('Sent', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(within(drawer).getByText('3')).toBeInTheDocument();
  expect(mock.history.get.find((c) => c.url === '/api/incidentNotifications')?.params).toEqual({
    ruleId: 7,
  });
});
