import { STORAGE_KEYS, useSettings } from '@console/shared';
import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { Route, Routes } from 'react-router-dom';
import { PARTNERS_NAMESPACE, partnersTranslations } from '../../i18n';
import { makeGroupDetail, makePartner } from '../../testing/builders';
import PartnersPage from './partners-page';

const europe = makeGroupDetail(
  { id: 2, name: 'Europe', parentId: 1 },
  [
    { id: 1, name: 'All partners' },
    { id: 2, name: 'Europe' },
  ],
  [
    {
      ...makePartner({ id: 102, name: 'Paris Freight', email: 'edi@paris.example' }),
      userCount: 3,
    },
    {
      ...makePartner({
        id: 103,
        name: 'Berlin Parts',
        email: 'b2b@berlin.example',
        updateTime: '2024-05-10T23:15:00.000Z',
      }),
      userCount: 0,
    },
  ],
);

let mock: MockAdapter;
let notifyError: jest.Mock;

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(PARTNERS_NAMESPACE, partnersTranslations));
  useSettings.setState({ timezone: 'Asia/Shanghai' });
  mock.onGet('/api/bpg', { params: { id: 2 } }).reply(200, envelope(europe));
});

afterEach(() => mock.restore());

const show = (route = '/bpg/bp/index?id=2') =>
  renderScreen(
    <Routes>
      <Route path="/bpg/bp/index" element={<PartnersPage />} />
      <Route path="/bpg/bp/bpuser/index" element={<p>Users screen</p>} />
      <Route path="/bpg/index" element={<p>Groups screen</p>} />
    </Routes>,
    { route },
  );

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const dialog = () => screen.getByRole('dialog');

async function openCreate() {
  const user = setupUser();
  show();
  await screen.findByText('Paris Freight');
  await user.click(screen.getByRole('button', { name: /New BP/ }));
  return user;
}

it('lists the BPs of the group with user counts and times in the user timezone', async () => {
  show();
  expect(await screen.findByText('BPs of Europe')).toBeInTheDocument();
  expect(within(row('Paris Freight')).getByText('edi@paris.example')).toBeInTheDocument();
  expect(within(row('Paris Freight')).getByText('3')).toBeInTheDocument();
  expect(within(row('Paris Freight')).getByText('2024-03-01 16:30:00')).toBeInTheDocument();
  expect(within(row('Berlin Parts')).getByText('2024-05-11 07:15:00')).toBeInTheDocument();
  expect(mock.history.get[0].params).toEqual({ id: 2 });
});

it('shows a breadcrumb back to the groups through the group path', async () => {
  show();
  await screen.findByText('BPs of Europe');
  expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/bpg/index');
  expect(screen.getByRole('link', { name: 'All partners' })).toHaveAttribute(
    'href',
    '/bpg/bp/index?id=1',
  );
  expect(screen.queryByRole('link', { name: 'Europe' })).not.toBeInTheDocument();
});

it('shows an empty state for a group without BPs', async () => {
  mock
    .onGet('/api/bpg', { params: { id: 5 } })
    .reply(200, envelope(makeGroupDetail({ id: 5, name: 'Asia' })));
  show('/bpg/bp/index?id=5');
  expect(await screen.findByText('No BPs in this group yet')).toBeInTheDocument();
});

it('creates a BP: name and a valid email are required', async () => {
  mock.onPost('/api/bp').reply(200, envelope(makePartner({ id: 120, name: 'Lyon Steel' })));
  const user = await openCreate();
  expect(within(dialog()).getByText('New BP in Europe')).toBeInTheDocument();
  await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
  expect(await within(dialog()).findByText('BP name is required')).toBeInTheDocument();
  expect(within(dialog()).getByText('Please input an email')).toBeInTheDocument();

  await user.type(within(dialog()).getByLabelText('BP name'), 'Lyon Steel');
  await user.type(within(dialog()).getByLabelText('Email'), 'lyon.example');
  await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
  expect(await within(dialog()).findByText('Please enter a valid email')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);

  await user.clear(within(dialog()).getByLabelText('Email'));
  await user.type(within(dialog()).getByLabelText('Email'), 'edi@lyon.example');
  await user.click(within(dialog()).getByRole('button', { name: 'Create' }));

  expect(await screen.findByText('BP Lyon Steel created')).toBeInTheDocument();
  expect(mock.history.post[0].params).toEqual({ bpgId: 2 });
  expect(bodyOf(mock.history.post[0])).toEqual({ name: 'Lyon Steel', email: 'edi@lyon.example' });
  await waitFor(() => expect(mock.history.get).toHaveLength(2));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('keeps the form open with its values when the server refuses the BP', async () => {
  mock
    .onPost('/api/bp')
    .reply(409, envelope(null, 409, 'A business partner named "Paris Freight" already exists'));
  const user = await openCreate();
  await user.type(within(dialog()).getByLabelText('BP name'), 'Paris Freight');
  await user.type(within(dialog()).getByLabelText('Email'), 'other@paris.example');
  await user.click(within(dialog()).getByRole('button', { name: 'Create' }));

  await waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1));
  expect(notifyError).toHaveBeenCalledWith(
    'A business partner named "Paris Freight" already exists',
  );
  expect(within(dialog()).getByLabelText('BP name')).toHaveValue('Paris Freight');
  expect(within(dialog()).getByLabelText('Email')).toHaveValue('other@paris.example');
});

it('edits a BP with PUT', async () => {
  mock.onPut('/api/bp').reply(200, envelope(makePartner({ id: 102, name: 'Paris Freight SA' })));
  const user = setupUser();
  show();
  await screen.findByText('Paris Freight');
  await user.click(within(row('Paris Freight')).getByRole('button', { name: /Edit/ }));
  expect(within(dialog()).getByLabelText('Email')).toHaveValue('edi@paris.example');
  await user.type(within(dialog()).getByLabelText('BP name'), ' SA');
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('BP Paris Freight SA saved')).toBeInTheDocument();
  expect(bodyOf(mock.history.put[0])).toEqual({
    id: 102,
    name: 'Paris Freight SA',
    email: 'edi@paris.example',
  });
});

it('deletes a BP after a warning that its users go with it', async () => {
  mock.onDelete('/api/bp').reply(200, envelope(null));
  const user = setupUser();
  show();
  await screen.findByText('Paris Freight');
  await user.click(within(row('Paris Freight')).getByRole('button', { name: /Delete/ }));

  const confirm = await screen.findByRole('dialog', { name: 'Delete BP Paris Freight?' });
  expect(
    within(confirm).getByText('Its users (3) are deleted with it. This cannot be undone.'),
  ).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('BP Paris Freight deleted')).toBeInTheDocument();
  expect(mock.history.delete[0].params).toEqual({ id: 102 });
  await waitFor(() => expect(mock.history.get).toHaveLength(2));
});

it('keeps the BP when the deletion is cancelled', async () => {
  const user = setupUser();
  show();
  await screen.findByText('Paris Freight');
  await user.click(within(row('Paris Freight')).getByRole('button', { name: /Delete/ }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete BP Paris Freight?' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(mock.history.delete).toHaveLength(0);
});

it('opens the users of a BP, remembering it as the current BP', async () => {
  const user = setupUser();
  show();
  await screen.findByText('Paris Freight');
  await user.click(within(row('Paris Freight')).getByRole('button', { name: /Users/ }));
  expect(localStorage.getItem(STORAGE_KEYS.currentBpId)).toBe('102');
  expect(await screen.findByText('Users screen')).toBeInTheDocument();
});

it('explains a missing group id and offers the way back', async () => {
  const user = setupUser();
  show('/bpg/bp/index');
  expect(screen.getByText('No group chosen')).toBeInTheDocument();
  expect(mock.history.get).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Back to the groups' }));
  expect(await screen.findByText('Groups screen')).toBeInTheDocument();
});

it('shows a not-found state for an unknown group', async () => {
  mock
    .onGet('/api/bpg', { params: { id: 99 } })
    .reply(404, envelope(null, 404, 'No business partner group with id 99'));
  show('/bpg/bp/index?id=99');
  expect(await screen.findByText('Group not found')).toBeInTheDocument();
  expect(
    screen.getByText('There is no group with id 99. It may have been deleted.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to the groups' })).toBeInTheDocument();
});

it('offers Retry when the BPs cannot be loaded', async () => {
  mock.reset();
  mock.onGet('/api/bpg').replyOnce(500, envelope(null, 500, 'database down'));
  mock.onGet('/api/bpg').reply(200, envelope(europe));
  const user = setupUser();
  show();
  expect(await screen.findByText('The BPs of this group could not be loaded')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Paris Freight')).toBeInTheDocument();
});
