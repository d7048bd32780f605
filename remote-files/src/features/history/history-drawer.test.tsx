import { envelope, renderScreen, setupScreen } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { FILES_NAMESPACE, filesTranslations } from '../../i18n';
import { STORES } from '../../store-api';
import { makeAudit, makeEntry } from '../../testing/builders';
import { HistoryDrawer } from './history-drawer';

let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(FILES_NAMESPACE, filesTranslations));
});
afterEach(() => mock.restore());

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('HistoryDrawer', () => {
  it('lists who did what to a file, and when', async () => {
    mock
      .onGet('/api/file/audit')
      .reply(
        200,
        envelope([
          makeAudit({ id: 2, action: 'overwrite', username: 'ops', size: 4096 }),
          makeAudit({ id: 1, action: 'upload', username: 'admin', size: 2048 }),
        ]),
      );
    renderScreen(
      <HistoryDrawer
        store={STORES.files}
        entry={makeEntry('mounted/inbound/orders.csv')}
        onClose={jest.fn()}
      />,
    );

    expect(await screen.findByText('Overwritten')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'History of orders.csv' })).toBeInTheDocument();
    expect(mock.history.get[0].params).toEqual({ path: 'mounted/inbound/orders.csv' });
    expect(within(rowOf('Overwritten')).getByText('ops')).toBeInTheDocument();
    expect(within(rowOf('Overwritten')).getByText('4.00 KiB')).toBeInTheDocument();
    expect(within(rowOf('Uploaded')).getByText('admin')).toBeInTheDocument();
  });

  it('says when nothing happened to a folder yet', async () => {
    mock.onGet('/api/file/audit').reply(200, envelope([]));
    renderScreen(
      <HistoryDrawer store={STORES.files} entry={makeEntry('mounted/new/')} onClose={jest.fn()} />,
    );
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
  });
});
