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
  mock.onGet('/api/incidentNoticeProcesses').reply(
    200,
    envelope([
      { key: 'orders', name: 'Purchase orders', topics: ['as2.send', 'edi.map'] },
      { key: 'refunds', name: null, topics: ['refund.pay', 'edi.map'] },
    ]),
  );
});
afterEach(() => mock.restore());

const show = () => renderScreen(<RulesPage />, { route: '/alarm/rule' });

it('lists the task rules with what they watch and whom they tell', async () => {
  show();
  const row = (await screen.findByText('Orders failing')).closest('tr') as HTMLElement;
  // The key, with the name its flow was saved under beside it.
  expect(within(row).getByText('orders (Purchase orders)')).toBeInTheDocument();
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

/** The texts of the options the open select labelled `label` lists. */
async function optionsOf(dialog: HTMLElement, label: string) {
  const user = setupUser();
  // The field's own combobox, found from its label (another element of the page may share
  // the field's id, which a label lookup would find first).
  const item = within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item');
  const combobox = within(item as HTMLElement).getByRole('combobox');
  await user.click(combobox);
  const open = () =>
    document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await waitFor(() => expect(open()).not.toBeNull());
  const texts = [...(open() as Element).querySelectorAll('.ant-select-item-option-content')].map(
    (option) => option.textContent,
  );
  // Tab, not Escape: Escape would reach the modal and close the untouched form.
  await user.keyboard('{Tab}');
  return texts;
}

it('offers the deployed topics, those of the chosen processes once some are chosen', async () => {
  const user = setupUser();
  show();
  await screen.findByText('Orders failing');
  await user.click(screen.getByRole('button', { name: /New task rule/ }));
  const dialog = await screen.findByRole('dialog');
  expect(await optionsOf(dialog, 'Processes')).toEqual(['orders (Purchase orders)', 'refunds']);
  expect(await optionsOf(dialog, 'Topics')).toEqual(['as2.send', 'edi.map', 'refund.pay']);
  await user.click(within(dialog).getByLabelText('Processes'));
  await user.click(
    await screen.findByText('refunds', { selector: '.ant-select-item-option-content' }),
  );
  await user.keyboard('{Tab}');
  expect(await optionsOf(dialog, 'Topics')).toEqual(['edi.map', 'refund.pay']);
});

it('edits a rule: its fields filled in, saved by PUT with its id', async () => {
  const user = setupUser();
  mock
    .onPut('/api/taskIncidentNotice')
    .reply(200, envelope(makeRule({ name: 'Orders down', windowSeconds: 60 })));
  show();
  const row = (await screen.findByText('Orders failing')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /Edit/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Edit the rule Orders failing')).toBeInTheDocument();
  const name = within(dialog).getByLabelText('Name');
  expect(name).toHaveValue('Orders failing');
  await user.clear(name);
  await user.type(name, 'Orders down');
  const window = within(dialog).getByLabelText('Grouping window');
  await user.clear(window);
  await user.type(window, '60');
  await user.click(within(dialog).getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({
    id: 7,
    name: 'Orders down',
    processKeys: ['orders'],
    topics: [],
    contactIds: [1],
    windowSeconds: 60,
  });
  expect(await screen.findByText('Rule Orders down saved')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
});
