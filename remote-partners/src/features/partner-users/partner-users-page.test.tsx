import { STORAGE_KEYS, useSettings } from '@console/shared';
import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { PARTNERS_NAMESPACE, partnersTranslations } from '../../i18n';
import { makePartner, makePartnerUser, ROLES } from '../../testing/builders';
import PartnerUsersPage from './partner-users-page';

const paris = {
  ...makePartner({ id: 102, name: 'Paris Freight', bpgId: 2 }),
  userList: [
    makePartnerUser({
      username: 'alice',
      email: 'alice@paris.example',
      displayName: 'Alice Martin',
    }),
    makePartnerUser({
      id: 12,
      username: 'bob',
      email: 'bob@paris.example',
      displayName: null,
      roleSet: [
        { id: 1, roleName: 'admin' },
        { id: 2, roleName: 'sys' },
      ],
      createTime: '2024-06-30T20:00:00.000Z',
    }),
  ],
};

let mock: MockAdapter;
let notifyError: jest.Mock;

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(PARTNERS_NAMESPACE, partnersTranslations));
  useSettings.setState({ timezone: 'America/Toronto' });
  localStorage.setItem(STORAGE_KEYS.defaultBpId, '1');
  localStorage.setItem(STORAGE_KEYS.currentBpId, '102');
  mock.onGet('/api/bp', { params: { id: 102 } }).reply(200, envelope(paris));
  mock.onGet('/api/roles').reply(200, envelope(ROLES));
});

afterEach(() => mock.restore());

const show = () => renderScreen(<PartnerUsersPage />, { route: '/bpg/bp/bpuser/index' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const dialog = () => screen.getByRole('dialog');

async function shown() {
  const user = setupUser();
  show();
  await screen.findByText('alice@paris.example');
  return user;
}

/** Opens the dialog's roles select and clicks a role (antd renders options outside the dialog). */
async function chooseRole(user: ReturnType<typeof setupUser>, name: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: 'Roles' }));
  await user.click(await screen.findByText(name, { selector: '.ant-select-item-option-content' }));
}

it('lists the users of the current BP with roles as tags and times in the user timezone', async () => {
  await shown();
  expect(screen.getByText('Users of Paris Freight')).toBeInTheDocument();
  expect(mock.history.get.find((request) => request.url === '/api/bp')?.params).toEqual({
    id: 102,
  });
  expect(within(row('bob')).getByText('admin')).toBeInTheDocument();
  expect(within(row('bob')).getByText('sys')).toBeInTheDocument();
  expect(within(row('bob')).getByText('2024-06-30 16:00:00')).toBeInTheDocument();
  expect(within(row('alice')).getByText('Alice Martin')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'BPs' })).toHaveAttribute('href', '/bpg/bp/index?id=2');
  expect(screen.getByRole('button', { name: 'Back to the BPs' })).toBeInTheDocument();
});

it('falls back to the default BP id when no current BP is stored', async () => {
  localStorage.removeItem(STORAGE_KEYS.currentBpId);
  mock
    .onGet('/api/bp', { params: { id: 1 } })
    .reply(
      200,
      envelope({ ...makePartner({ id: 1, name: 'Acme Hub', bpgId: null }), userList: [] }),
    );
  show();
  expect(await screen.findByText('Users of Acme Hub')).toBeInTheDocument();
  expect(screen.getByText('This BP has no users yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to the groups' })).toBeInTheDocument();
});

it('explains when no BP is stored at all', () => {
  localStorage.clear();
  show();
  expect(screen.getByText('No BP chosen')).toBeInTheDocument();
  expect(mock.history.get.filter((request) => request.url === '/api/bp')).toHaveLength(0);
});

it('shows a not-found state for a BP that no longer exists', async () => {
  localStorage.setItem(STORAGE_KEYS.currentBpId, '404');
  mock
    .onGet('/api/bp', { params: { id: 404 } })
    .reply(404, envelope(null, 404, 'No business partner with id 404'));
  show();
  expect(await screen.findByText('BP not found')).toBeInTheDocument();
  expect(notifyError).toHaveBeenCalledWith('No business partner with id 404');
});

it('creates a user: at least one role, matching passwords of 8 or more characters', async () => {
  mock.onPost('/api/bpUser').reply(200, envelope(makePartnerUser({ username: 'carol' })));
  const user = await shown();
  await user.click(screen.getByRole('button', { name: /New user/ }));
  expect(within(dialog()).getByText('New user of Paris Freight')).toBeInTheDocument();

  await user.type(within(dialog()).getByLabelText('Username'), 'carol');
  await user.type(within(dialog()).getByLabelText('Password'), 'short');
  await user.type(within(dialog()).getByLabelText('Confirm password'), 'shorter');
  await user.type(within(dialog()).getByLabelText('Email'), 'carol@paris');
  await user.click(within(dialog()).getByRole('button', { name: 'Create' }));

  expect(await within(dialog()).findByText('Please choose at least one role')).toBeInTheDocument();
  expect(
    within(dialog()).getByText('The password must have at least 8 characters'),
  ).toBeInTheDocument();
  expect(within(dialog()).getByText('The two passwords do not match')).toBeInTheDocument();
  expect(within(dialog()).getByText('Please enter a valid email')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);

  await user.clear(within(dialog()).getByLabelText('Password'));
  await user.type(within(dialog()).getByLabelText('Password'), 'carol-pass-1');
  await user.clear(within(dialog()).getByLabelText('Confirm password'));
  await user.type(within(dialog()).getByLabelText('Confirm password'), 'carol-pass-1');
  await user.type(within(dialog()).getByLabelText('Email'), '.example');
  await user.type(within(dialog()).getByLabelText('Display name'), 'Carol Dubois');
  await chooseRole(user, 'sys');
  await user.click(within(dialog()).getByRole('button', { name: 'Create' }));

  expect(await screen.findByText('User carol created')).toBeInTheDocument();
  expect(bodyOf(mock.history.post[0])).toEqual({
    bpId: 102,
    username: 'carol',
    password: 'carol-pass-1',
    email: 'carol@paris.example',
    displayName: 'Carol Dubois',
    roleIds: [2],
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('keeps the new user form filled in when the server refuses it', async () => {
  mock.onPost('/api/bpUser').reply(409, envelope(null, 409, 'The username alice is taken'));
  const user = await shown();
  await user.click(screen.getByRole('button', { name: /New user/ }));
  await user.type(within(dialog()).getByLabelText('Username'), 'alice');
  await user.type(within(dialog()).getByLabelText('Password'), 'alice-pass-1');
  await user.type(within(dialog()).getByLabelText('Confirm password'), 'alice-pass-1');
  await user.type(within(dialog()).getByLabelText('Email'), 'alice2@paris.example');
  await chooseRole(user, 'admin');
  await user.click(within(dialog()).getByRole('button', { name: 'Create' }));

  await waitFor(() => expect(notifyError).toHaveBeenCalledWith('The username alice is taken'));
  expect(notifyError).toHaveBeenCalledTimes(1);
  expect(within(dialog()).getByLabelText('Username')).toHaveValue('alice');
  expect(within(dialog()).getByLabelText('Password')).toHaveValue('alice-pass-1');
  expect(within(dialog()).getByLabelText('Email')).toHaveValue('alice2@paris.example');
  expect(within(dialog()).getByText('admin')).toBeInTheDocument();
});

it('modifies a user: email, display name and roles, not the username', async () => {
  mock.onPut('/api/bpUser').reply(200, envelope(makePartnerUser({ username: 'bob' })));
  const user = await shown();
  await user.click(within(row('bob')).getByRole('button', { name: /Edit/ }));
  expect(within(dialog()).getByText('Edit user bob')).toBeInTheDocument();
  expect(within(dialog()).getByLabelText('Username')).toBeDisabled();
  expect(within(dialog()).queryByLabelText('Password')).not.toBeInTheDocument();

  const email = within(dialog()).getByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'robert@paris.example');
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('User bob saved')).toBeInTheDocument();
  expect(bodyOf(mock.history.put[0])).toEqual({
    username: 'bob',
    email: 'robert@paris.example',
    displayName: null,
    roleIds: [1, 2],
  });
});

it('deletes a user after confirmation', async () => {
  mock.onDelete('/api/bpUser').reply(200, envelope(null));
  const user = await shown();
  await user.click(within(row('bob')).getByRole('button', { name: /Delete/ }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete user bob?' });
  expect(
    within(confirm).getByText('bob can no longer sign in. This cannot be undone.'),
  ).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('User bob deleted')).toBeInTheDocument();
  expect(mock.history.delete[0].params).toEqual({ username: 'bob' });
});

it('changes a user password with a confirmed new password of at least 8 characters', async () => {
  mock.onPut('/api/user/password').reply(200, envelope(null));
  const user = await shown();
  await user.click(within(row('alice')).getByRole('button', { name: /Change password/ }));
  expect(within(dialog()).getByText('Change the password of alice')).toBeInTheDocument();

  await user.type(within(dialog()).getByLabelText('New password'), 'abc');
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog()).findByText('The password must have at least 8 characters'),
  ).toBeInTheDocument();

  await user.type(within(dialog()).getByLabelText('New password'), 'defghij');
  await user.type(within(dialog()).getByLabelText('Confirm the new password'), 'abcdefghij');
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Password of alice changed')).toBeInTheDocument();
  expect(bodyOf(mock.history.put[0])).toEqual({ username: 'alice', newPassword: 'abcdefghij' });
});
