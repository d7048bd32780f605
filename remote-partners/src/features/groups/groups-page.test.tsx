import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { PARTNERS_NAMESPACE, partnersTranslations } from '../../i18n';
import { makeGroup, makePartner } from '../../testing/builders';
import GroupsPage from './groups-page';

const tree = makeGroup({
  id: 1,
  name: 'All partners',
  bpList: [makePartner({ id: 101, name: 'Acme Hub' })],
  subBpg: [
    makeGroup({
      id: 2,
      name: 'Europe',
      description: 'European partners',
      bpList: [
        makePartner({ id: 102, name: 'Paris Freight', email: 'edi@paris.example' }),
        makePartner({ id: 103, name: 'Berlin Parts' }),
      ],
      subBpg: [makeGroup({ id: 4, name: 'France', bpList: [makePartner({ id: 104 })] })],
    }),
    makeGroup({ id: 3, name: 'Asia' }),
  ],
});

let mock: MockAdapter;
let notifyError: jest.Mock;

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(PARTNERS_NAMESPACE, partnersTranslations));
  mock.onGet('/api/all_bpg').reply(200, envelope(tree));
});

afterEach(() => mock.restore());

const renderPage = () => renderScreen(<GroupsPage />, { route: '/bpg/index' });
const node = (name: RegExp) => screen.getByRole('treeitem', { name });
const treeItems = () => screen.getAllByRole('treeitem').map((item) => item.textContent);
const dialog = () => screen.getByRole('dialog');

async function selectEurope() {
  const user = setupUser();
  renderPage();
  await user.click(await screen.findByText('Europe'));
  expect(await screen.findByText('European partners')).toBeInTheDocument();
  return user;
}

it('shows a loading state, then the tree with BP counts and the root selected', async () => {
  const { container } = renderPage();
  expect(container.querySelector('.ant-skeleton')).toBeInTheDocument();
  expect(await screen.findByText('Europe')).toBeInTheDocument();
  expect(treeItems()).toEqual(['All partners1', 'Europe2', 'France1', 'Asia0']);
  expect(screen.getByTitle('BPs in this group: 2; including sub-groups: 3')).toHaveTextContent('2');
  expect(node(/All partners/)).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Root')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
});

it('shows the details, BPs and BP link of the selected group', async () => {
  await selectEurope();
  expect(node(/Europe/)).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Paris Freight')).toBeInTheDocument();
  expect(screen.getByText('edi@paris.example')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Manage BPs/ })).toHaveAttribute(
    'href',
    '/bpg/bp/index?id=2',
  );
  expect(screen.getByRole('button', { name: /Delete/ })).toBeEnabled();
});

it('shows an empty state for a group without BPs', async () => {
  const user = setupUser();
  renderPage();
  await user.click(await screen.findByText('Asia'));
  expect(await screen.findByText('No BPs in this group')).toBeInTheDocument();
});

it('moves through the tree and selects with the keyboard', async () => {
  const user = setupUser();
  renderPage();
  await screen.findByText('Europe');
  // Tab from the top of the page until the tree has the focus.
  for (
    let step = 0;
    step < 8 && !screen.getByRole('tree').contains(document.activeElement);
    step++
  ) {
    await user.tab();
  }
  expect(screen.getByRole('tree')).toHaveFocus();
  await user.keyboard('{ArrowDown}[Space]');
  expect(node(/Europe/)).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('European partners')).toBeInTheDocument();
});

it('filters and highlights the tree by name, with an empty state for no match', async () => {
  const user = setupUser();
  renderPage();
  await screen.findByText('Europe');
  const search = screen.getByRole('searchbox', { name: 'Search groups' });
  await user.type(search, 'fra');
  expect(treeItems()).toEqual(['All partners1', 'Europe2', 'France1']);
  expect(screen.getByText('Fra', { selector: 'mark' })).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'mars');
  expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  expect(screen.getByText('No group matches “mars”')).toBeInTheDocument();
});

it('collapses and expands the whole tree', async () => {
  const user = setupUser();
  renderPage();
  await screen.findByText('Europe');
  await user.click(screen.getByRole('button', { name: 'Collapse all' }));
  expect(screen.getAllByRole('treeitem')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Expand all' }));
  expect(screen.getAllByRole('treeitem')).toHaveLength(4);
});

it('adds a sub-group: both fields are required, then POSTs them under the parent', async () => {
  mock
    .onPost('/api/bpg')
    .reply(200, envelope({ id: 9, name: 'Spain', description: 'Iberia', parentId: 2 }));
  const user = await selectEurope();
  await user.click(screen.getByRole('button', { name: /Add sub-group/ }));
  expect(within(dialog()).getByText('New sub-group of Europe')).toBeInTheDocument();
  await user.click(within(dialog()).getByRole('button', { name: 'Create' }));
  expect(await within(dialog()).findByText('BPG name is required')).toBeInTheDocument();
  expect(within(dialog()).getByText('Description is required')).toBeInTheDocument();

  await user.type(within(dialog()).getByLabelText('BPG name'), ' Spain ');
  await user.type(within(dialog()).getByLabelText('Description'), 'Iberia');
  await user.click(within(dialog()).getByRole('button', { name: 'Create' }));

  expect(await screen.findByText('Group Spain created')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(1);
  expect(mock.history.post[0].params).toEqual({ parentId: 2 });
  expect(bodyOf(mock.history.post[0])).toEqual({ name: 'Spain', description: 'Iberia' });
  await waitFor(() => expect(mock.history.get).toHaveLength(2));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('keeps the form open with its values when the server refuses the save', async () => {
  mock
    .onPost('/api/bpg')
    .reply(409, envelope(null, 409, 'A group named "France" already exists there'));
  const user = await selectEurope();
  await user.click(screen.getByRole('button', { name: /Add sub-group/ }));
  await user.type(within(dialog()).getByLabelText('BPG name'), 'France');
  await user.type(within(dialog()).getByLabelText('Description'), 'Again');
  await user.click(within(dialog()).getByRole('button', { name: 'Create' }));

  await waitFor(() =>
    expect(notifyError).toHaveBeenCalledWith('A group named "France" already exists there'),
  );
  expect(notifyError).toHaveBeenCalledTimes(1);
  expect(within(dialog()).getByLabelText('BPG name')).toHaveValue('France');
  expect(within(dialog()).getByLabelText('Description')).toHaveValue('Again');
  expect(within(dialog()).getByRole('button', { name: 'Create' })).toBeEnabled();
});

it('edits the selected group with PUT', async () => {
  mock
    .onPut('/api/bpg')
    .reply(200, envelope({ id: 2, name: 'EU', description: 'European partners', parentId: 1 }));
  const user = await selectEurope();
  await user.click(screen.getByRole('button', { name: /Edit/ }));
  const name = within(dialog()).getByLabelText('BPG name');
  expect(name).toHaveValue('Europe');
  await user.clear(name);
  await user.type(name, 'EU');
  await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Group EU saved')).toBeInTheDocument();
  expect(bodyOf(mock.history.put[0])).toEqual({
    id: 2,
    name: 'EU',
    description: 'European partners',
  });
});

it('deletes a group after a warning that everything under it goes too', async () => {
  mock.onDelete('/api/bpg').reply(200, envelope({ groups: 2, partners: 3, users: 7 }));
  const user = await selectEurope();
  await user.click(screen.getByRole('button', { name: /Delete/ }));

  const confirm = await screen.findByRole('dialog', { name: 'Delete group Europe?' });
  expect(
    within(confirm).getByText(
      'Everything under this group is deleted with it: its sub-groups (1) and its BPs, including those of the sub-groups (3), together with all the users of those BPs. This cannot be undone.',
    ),
  ).toBeInTheDocument();
  expect(mock.history.delete).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

  expect(
    await screen.findByText('Group Europe deleted. Removed groups: 2, BPs: 3, users: 7.'),
  ).toBeInTheDocument();
  expect(mock.history.delete[0].params).toEqual({ id: 2 });
  await waitFor(() => expect(mock.history.get).toHaveLength(2));
});

it('shows an error state with Retry when the tree cannot be loaded', async () => {
  mock.reset();
  mock.onGet('/api/all_bpg').replyOnce(500, envelope(null, 500, 'database down'));
  mock.onGet('/api/all_bpg').reply(200, envelope(tree));
  const user = setupUser();
  renderPage();
  expect(await screen.findByText('The groups could not be loaded')).toBeInTheDocument();
  expect(notifyError).toHaveBeenCalledWith('Server error 500: database down');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Europe')).toBeInTheDocument();
});

it('hints at adding sub-groups when the root has none', async () => {
  mock.reset();
  mock.onGet('/api/all_bpg').reply(200, envelope(makeGroup()));
  renderPage();
  expect(
    await screen.findByText('No sub-groups yet: select a group and add one.'),
  ).toBeInTheDocument();
  expect(treeItems()).toEqual(['All partners0']);
});
