import {
  bodyOf,
  envelope,
  findConfirmDialog,
  renderScreen,
  setupScreen,
  setupUser,
} from '@console/shared/testing';
import { i18n } from '@console/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../../i18n';
import { HTTP_BASIC_TEMPLATE, SFTP_TEMPLATE, makeCredential } from '../testing/builders';
import { CredentialTab } from './credential-tab';

let mock: MockAdapter;
const PARTNER = makeCredential();

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  mock.onGet('/api/credentialList').reply(200, envelope([PARTNER]));
  mock.onGet('/api/credentialTemplateList').reply(200, envelope([SFTP_TEMPLATE]));
});
afterEach(() => mock.restore());

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

it('lists credentials with their template', async () => {
  renderScreen(<CredentialTab />);
  const row = await rowOf('Partner SFTP');
  expect(await within(row).findByText('SFTP password or key')).toBeInTheDocument();
  expect(within(row).getByText('The partner drop box')).toBeInTheDocument();
});

it('creates a credential from a template’s fields', async () => {
  const user = setupUser();
  mock.onPost('/api/credential').reply(200, envelope(makeCredential({ id: 4 })));
  renderScreen(<CredentialTab />);
  await rowOf('Partner SFTP');
  await user.click(screen.getByRole('button', { name: 'New credential' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('New credential')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Name'), 'Bank SFTP');
  await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
  await user.click(await screen.findByTitle('SFTP password or key'));
  await user.type(await within(dialog).findByLabelText('Host'), 'sftp.bank.example');
  await user.type(within(dialog).getByLabelText('Password'), 'pw');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    name: 'Bank SFTP',
    description: '',
    template: { id: 'sftp' },
    parameters: { host: 'sftp.bank.example', password: 'pw' },
  });
});

it('keeps a set secret unless it is replaced: it is left out of the PUT', async () => {
  const user = setupUser();
  mock.onPut('/api/credential').reply(200, envelope(PARTNER));
  renderScreen(<CredentialTab />);
  await user.click(within(await rowOf('Partner SFTP')).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Edit the credential “Partner SFTP”')).toBeInTheDocument();
  expect(within(dialog).getByText('set')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Replace Password' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({
    id: 3,
    name: 'Partner SFTP',
    description: 'The partner drop box',
    template: { id: 'sftp' },
    parameters: { host: 'sftp.partner.example' },
  });
});

it('names the processes and topics a credential is bound to before deleting it', async () => {
  const user = setupUser();
  mock.onGet('/api/credentialBindings').reply(
    200,
    envelope([
      { processId: 'orders', topic: 'upload' },
      { processId: 'invoices', topic: 'fetch' },
    ]),
  );
  mock.onDelete('/api/credential').reply(200, envelope(null));
  renderScreen(<CredentialTab />);
  await user.click(within(await rowOf('Partner SFTP')).getByRole('button', { name: 'Delete' }));
  const dialog = await findConfirmDialog('Delete “Partner SFTP”?');
  expect(mock.history.get.at(-1)?.params).toEqual({ credentialId: 3 });
  expect(within(dialog).getByText(/bound to 2 places/)).toBeInTheDocument();
  expect(within(dialog).getByText('process orders, topic upload')).toBeInTheDocument();
  expect(within(dialog).getByText('process invoices, topic fetch')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(mock.history.delete).toHaveLength(1));
  expect(mock.history.delete[0].params).toEqual({ credentialId: 3 });
  expect(await screen.findByText('The credential was deleted')).toBeInTheDocument();
});

it('shows where a credential is bound, from its row', async () => {
  const user = setupUser();
  mock
    .onGet('/api/credentialBindings')
    .reply(200, envelope([{ processId: 'orders', topic: 'upload' }]));
  renderScreen(<CredentialTab />);
  await user.click(within(await rowOf('Partner SFTP')).getByRole('button', { name: 'Bound to' }));
  expect(await screen.findByText('Where “Partner SFTP” is bound')).toBeInTheDocument();
  expect(await screen.findByText('process orders, topic upload')).toBeInTheDocument();
  expect(mock.history.get.at(-1)?.params).toEqual({ credentialId: 3 });
});

it.each([
  ['zh-CN', 'HTTP 基本认证', '用户名', '密码'],
  ['fr-CA', 'HTTP de base', 'Nom d’utilisateur', 'Mot de passe'],
])('names the templates and their fields in %s', async (lang, basic, user, password) => {
  const setup = setupUser();
  const login = makeCredential({ id: 4, name: 'ERP login', template: { id: 'http-basic' } });
  mock.onGet('/api/credentialList').reply(200, envelope([login]));
  mock
    .onGet('/api/credentialTemplateList')
    .reply(200, envelope([HTTP_BASIC_TEMPLATE, SFTP_TEMPLATE]));
  await act(() => i18n.changeLanguage(lang));
  try {
    renderScreen(<CredentialTab />);
    const row = await rowOf('ERP login');
    expect(await within(row).findByText(basic)).toBeInTheDocument();
    expect(screen.queryByText('HTTP basic')).not.toBeInTheDocument();
    const edit = i18n.t('action.edit', { ns: 'common' });
    await setup.click(within(row).getByRole('button', { name: edit }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText(user)).toBeInTheDocument();
    expect(within(dialog).getByText(password)).toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('en-US'));
  }
});
