import {
  bodyOf,
  envelope,
  renderScreen,
  setupScreen,
  setupUser,
  findConfirmDialog,
} from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import { makeContact } from '../../testing/builders';
import ContactsPage from './contacts-page';

let mock: MockAdapter;
const OPS = makeContact({ webhookUrl: 'https://hooks.acme.test/alarm' });

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  mock.onGet('/api/incidentUsers').reply(200, envelope([OPS]));
});
afterEach(() => mock.restore());

const show = () => renderScreen(<ContactsPage />, { route: '/alarm/contact' });
const dialog = () => screen.getByRole('dialog');

it('lists the contacts with their e-mail and webhook', async () => {
  show();
  const row = (await screen.findByText('Ops')).closest('tr') as HTMLElement;
  expect(within(row).getByText('ops@acme.test')).toBeInTheDocument();
  expect(within(row).getByText(/hooks\.acme\.test/)).toBeInTheDocument();
});

it('creates a contact, trimmed and without an empty webhook', async () => {
  const user = setupUser();
  mock
    .onPost('/api/incidentUser')
    .reply(200, envelope(makeContact({ id: 2, name: 'Night shift' })));
  show();
  await screen.findByText('Ops');
  await user.click(screen.getByRole('button', { name: /New contact/ }));
  await user.type(within(dialog()).getByLabelText('Name'), '  Night shift ');
  await user.type(within(dialog()).getByLabelText('E-mail'), 'night@acme.test');
  await user.click(within(dialog()).getByRole('button', { name: /Create/ }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    name: 'Night shift',
    email: 'night@acme.test',
    webhookUrl: null,
  });
  expect(await screen.findByText('Contact Night shift created')).toBeInTheDocument();
});

it('refuses a bad e-mail and a webhook that is not http(s) before any call', async () => {
  const user = setupUser();
  show();
  await screen.findByText('Ops');
  await user.click(screen.getByRole('button', { name: /New contact/ }));
  await user.type(within(dialog()).getByLabelText('Name'), 'X');
  await user.type(within(dialog()).getByLabelText('E-mail'), 'not-mail');
  await user.type(within(dialog()).getByLabelText('Webhook URL'), 'ftp://files.test');
  await user.click(within(dialog()).getByRole('button', { name: /Create/ }));
  expect(
    await within(dialog()).findByText('The webhook URL must start with http:// or https://'),
  ).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
});

it('keeps the dialog and the input when the server refuses, with its reason', async () => {
  const user = setupUser();
  mock
    .onPost('/api/incidentUser')
    .reply(200, { code: 409, msg: 'A contact named "Ops" already exists', data: null });
  show();
  await screen.findByText('Ops');
  await user.click(screen.getByRole('button', { name: /New contact/ }));
  await user.type(within(dialog()).getByLabelText('Name'), 'Ops');
  await user.type(within(dialog()).getByLabelText('E-mail'), 'other@acme.test');
  await user.click(within(dialog()).getByRole('button', { name: /Create/ }));
  expect(await within(dialog()).findByText(/already exists/)).toBeInTheDocument();
  expect(within(dialog()).getByLabelText('E-mail')).toHaveValue('other@acme.test');
});

it('asks before deleting a contact', async () => {
  const user = setupUser();
  mock.onDelete('/api/incidentUser').reply(200, envelope(null));
  show();
  const row = (await screen.findByText('Ops')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /Delete/ }));
  const confirm = await findConfirmDialog('Delete the contact Ops?');
  expect(mock.history.delete).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: /Delete/ }));
  await waitFor(() => expect(mock.history.delete).toHaveLength(1));
  expect(mock.history.delete[0].params).toEqual({ id: 1 });
});
