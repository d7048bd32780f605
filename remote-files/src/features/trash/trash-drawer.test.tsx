import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { FILES_NAMESPACE, filesTranslations } from '../../i18n';
import { STORES } from '../../store-api';
import { makeEntry, makeTrashEntry } from '../../testing/builders';
import { TrashDrawer } from './trash-drawer';

const TRASH = [
  makeTrashEntry({ id: 7, path: 'mounted/inbound/old.csv', size: 2048 }),
  makeTrashEntry({ id: 8, path: 'mounted/archive/', type: 'Directory', size: 0, deletedBy: 'ops' }),
];

let mock: MockAdapter;
let notifyError: jest.Mock;
const onRestored = jest.fn();

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(FILES_NAMESPACE, filesTranslations));
  mock.onGet('/api/gcp/gcs/trash').reply(200, envelope(TRASH));
  onRestored.mockReset();
});
afterEach(() => mock.restore());

const show = () =>
  renderScreen(<TrashDrawer store={STORES.gcs} onRestored={onRestored} onClose={jest.fn()} />);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('TrashDrawer', () => {
  it('lists what was deleted, by whom, and when it is purged', async () => {
    show();
    expect(await screen.findByText('mounted/inbound/old.csv')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Trash' })).toBeInTheDocument();
    expect(within(rowOf('mounted/inbound/old.csv')).getByText('2.00 KiB')).toBeInTheDocument();
    expect(within(rowOf('mounted/archive/')).getByText('ops')).toBeInTheDocument();
    expect(within(rowOf('mounted/inbound/old.csv')).getAllByText(/^2025-03-/)).toHaveLength(2);
  });

  it('restores an entry and tells the browser its folder changed', async () => {
    mock.onPost('/api/gcp/gcs/restore').reply(200, envelope(makeEntry('mounted/inbound/old.csv')));
    const user = setupUser();
    show();
    await screen.findByText('mounted/inbound/old.csv');

    await user.click(
      within(rowOf('mounted/inbound/old.csv')).getByRole('button', { name: 'Restore' }),
    );

    expect(await screen.findByText('mounted/inbound/old.csv restored')).toBeInTheDocument();
    expect(bodyOf(mock.history.post[0])).toEqual({ id: 7 });
    expect(onRestored).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mock.history.get).toHaveLength(2));
  });

  it('shows the server’s reason when the path is taken again', async () => {
    mock
      .onPost('/api/gcp/gcs/restore')
      .reply(409, { code: 409, msg: 'mounted/archive/ exists again', data: null });
    const user = setupUser();
    show();
    await screen.findByText('mounted/archive/');

    await user.click(within(rowOf('mounted/archive/')).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('mounted/archive/ exists again')).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
    expect(onRestored).not.toHaveBeenCalled();
  });
});
