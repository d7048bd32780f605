import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type MockAdapter from 'axios-mock-adapter';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FILES_NAMESPACE, filesTranslations } from '../i18n';
import {
  makeAs2Log,
  makeEntry,
  makePage,
  makeTrashEntry,
  SEND_PORT_NAMES,
} from '../testing/builders';
import FilesPage from './files-page';

const ROUTE = '/operator/resultFileDownload';
let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(FILES_NAMESPACE, filesTranslations));
  mock.onGet('/api/file/fileList').reply((config) => {
    const path = config.params.path as string;
    const entries =
      path === 'mounted/'
        ? [makeEntry('mounted/inbound/'), makeEntry('mounted/readme.txt')]
        : [makeEntry(`${path}orders.csv`)];
    return [200, envelope(makePage(path, entries))];
  });
});
afterEach(() => mock.restore());

function Where() {
  return <output aria-label="location">{useLocation().search}</output>;
}
const show = (search = '?path=mounted/') =>
  renderScreen(
    <Routes>
      <Route
        path={ROUTE}
        element={
          <>
            <FilesPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: `${ROUTE}${search}` },
  );
const listed = (url: string) => mock.history.get.filter((call) => call.url === url);

describe('FilesPage', () => {
  it('shows the root for a path outside mounted/, and follows the folder in the URL', async () => {
    const user = setupUser();
    show('?path=/etc/');
    expect(await screen.findByText('readme.txt')).toBeInTheDocument();
    expect(listed('/api/file/fileList')[0].params.path).toBe('mounted/');
    expect(screen.getByRole('tab', { name: 'File store', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'inbound' }));

    expect(await screen.findByText('orders.csv')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('?path=mounted/inbound/');
    expect(listed('/api/file/fileList').at(-1)?.params.path).toBe('mounted/inbound/');
  });

  it('browses the cloud storage in its own tab, with the bucket’s name', async () => {
    mock.onGet('/api/gcp/gcs/bucket').reply(200, envelope({ bucket: 'acme-edi', driver: 'gcs' }));
    mock
      .onGet('/api/gcp/gcs/ls')
      .reply(200, envelope(makePage('mounted/', [makeEntry('mounted/cloud.csv')])));
    const user = setupUser();
    show('?path=mounted/inbound/');
    await screen.findByText('orders.csv');

    await user.click(screen.getByRole('tab', { name: 'Cloud storage' }));

    expect(await screen.findByText('cloud.csv')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('?path=mounted/&store=gcs');
    expect(await screen.findByText('Bucket: acme-edi')).toBeInTheDocument();
    expect(listed('/api/gcp/gcs/ls')[0].params).toMatchObject({ path: 'mounted/' });
  });

  it('uploads from the toolbar into the current folder, then lists it again', async () => {
    mock
      .onPost('/api/fileUpload')
      .reply(200, envelope({ path: 'mounted/inbound/new.csv', size: 1, overwritten: false }));
    const user = userEvent.setup({ applyAccept: false, delay: null });
    show('?path=mounted/inbound/');
    await screen.findByText('orders.csv');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload files' });
    expect(dialog).toHaveTextContent('To mounted/inbound/');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['1'], 'new.csv'));

    expect(await screen.findByText('Upload success')).toBeInTheDocument();
    expect((mock.history.post[0].data as FormData).get('path')).toBe('mounted/inbound/');
    await waitFor(() => expect(listed('/api/file/fileList')).toHaveLength(2));
  });

  it('opens the trash, and lists the folder again after a restore', async () => {
    mock.onGet('/api/file/trash').reply(200, envelope([makeTrashEntry()]));
    mock.onPost('/api/file/restore').reply(200, envelope(makeEntry('mounted/inbound/old.csv')));
    const user = setupUser();
    show('?path=mounted/inbound/');
    await screen.findByText('orders.csv');

    await user.click(screen.getByRole('button', { name: 'Trash' }));
    const drawer = await screen.findByRole('dialog', { name: 'Trash' });
    await user.click(await within(drawer).findByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(listed('/api/file/fileList')).toHaveLength(2));
  });

  it('opens the history of a row', async () => {
    mock.onGet('/api/file/audit').reply(200, envelope([]));
    const user = setupUser();
    show('?path=mounted/inbound/');
    const name = await screen.findByText('orders.csv');

    const row = name.closest('.ant-table-row') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /History/ }));

    expect(
      await screen.findByRole('dialog', { name: 'History of orders.csv' }),
    ).toBeInTheDocument();
    expect(mock.history.get.at(-1)?.params).toEqual({ path: 'mounted/inbound/orders.csv' });
  });

  it('sends a file of the file store by AS2 from its row, and offers it nowhere else', async () => {
    mock.onGet('/as2/api/sendport/names').reply(200, envelope(SEND_PORT_NAMES));
    mock.onPost('/as2/api/sendport/7/sendStored').reply(200, envelope(makeAs2Log()));
    mock.onGet('/api/gcp/gcs/bucket').reply(200, envelope({ bucket: 'acme-edi', driver: 'gcs' }));
    mock
      .onGet('/api/gcp/gcs/ls')
      .reply(200, envelope(makePage('mounted/', [makeEntry('mounted/cloud.csv')])));
    const user = setupUser();
    show();
    const rowOf = (name: string) => screen.getByText(name).closest('.ant-table-row') as HTMLElement;
    await screen.findByText('readme.txt');
    expect(within(rowOf('inbound')).queryByRole('button', { name: 'Send by AS2' })).toBeNull();

    await user.click(within(rowOf('readme.txt')).getByRole('button', { name: 'Send by AS2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send readme.txt by AS2' });
    const choice = within(dialog).getByRole('combobox', { name: 'Send port' });
    await waitFor(() => expect(choice).toBeEnabled());
    await user.click(choice);
    await user.click(await screen.findByTitle('SP_ACME'));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText(/^Delivered/)).toBeInTheDocument();
    expect(mock.history.post[0].url).toBe('/as2/api/sendport/7/sendStored');
    expect(bodyOf(mock.history.post[0])).toEqual({ path: 'mounted/readme.txt' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);

    await user.click(screen.getByRole('tab', { name: 'Cloud storage' }));
    expect(await screen.findByText('cloud.csv')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send by AS2' })).toBeNull();
  });
});
