import type { FileEntry } from '@console/shared';
import {
  bodyOf,
  envelope,
  findConfirmDialog,
  renderScreen,
  setupScreen,
  setupUser,
} from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FILES_NAMESPACE, filesTranslations } from '../../i18n';
import { STORES } from '../../store-api';
import { makeEntry, makePage } from '../../testing/builders';
import { FileBrowser } from './file-browser';

const LIST = '/api/file/fileList';
const FOLDER = 'mounted/inbound/';
const FIRST = [
  makeEntry('mounted/inbound/archive/'),
  makeEntry('mounted/inbound/orders.csv', { size: 1536 }),
  makeEntry('mounted/inbound/prices.xml', { size: 3 * 1024 * 1024 }),
];
const SECOND = [makeEntry('mounted/inbound/stock.json'), makeEntry('mounted/inbound/zeta.txt')];

let mock: MockAdapter;
let notifyError: jest.Mock;
const onHistory = jest.fn<void, [FileEntry]>();

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(FILES_NAMESPACE, filesTranslations));
  onHistory.mockReset();
});
afterEach(() => mock.restore());

/** Answers the first page, and the second one for the cursor the first page gave. */
const listTwoPages = () =>
  mock
    .onGet(LIST)
    .reply((config) =>
      config.params.cursor === 'page-2'
        ? [200, envelope(makePage(FOLDER, SECOND, { total: 5 }))]
        : [200, envelope(makePage(FOLDER, FIRST, { total: 5, nextCursor: 'page-2' }))],
    );

function Where() {
  return <output aria-label="location">{useLocation().search}</output>;
}

const show = (folder = FOLDER, onSendByAs2?: (entry: FileEntry) => void) =>
  renderScreen(
    <Routes>
      <Route
        path="/operator/resultFileDownload"
        element={
          <>
            <FileBrowser
              key={folder}
              store={STORES.files}
              folder={folder}
              changes={0}
              onUpload={jest.fn()}
              onTrash={jest.fn()}
              onHistory={onHistory}
              onSendByAs2={onSendByAs2}
            />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: `/operator/resultFileDownload?path=${folder}` },
  );

const rowOf = (name: string) => screen.getByText(name).closest('.ant-table-row') as HTMLElement;
const listCalls = () => mock.history.get.filter((call) => call.url === LIST);

describe('FileBrowser', () => {
  it('lists a folder, folders first, with types and sizes, and where it is', async () => {
    listTwoPages();
    show();
    expect(await screen.findByText('orders.csv')).toBeInTheDocument();
    expect(listCalls()[0].params).toEqual({ path: FOLDER, limit: 200 });
    expect(screen.getByRole('table', { name: 'Files' })).toBeInTheDocument();
    expect(within(rowOf('archive')).getByText('Directory')).toBeInTheDocument();
    expect(within(rowOf('orders.csv')).getByText('file')).toBeInTheDocument();
    expect(within(rowOf('orders.csv')).getByText('1.50 KiB')).toBeInTheDocument();
    expect(within(rowOf('prices.xml')).getByText('3.00 MiB')).toBeInTheDocument();
    expect(within(rowOf('archive')).queryByText('0 Bytes')).not.toBeInTheDocument();
    expect(within(rowOf('archive')).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(screen.getByText('3 of 5 loaded')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByRole('link', { name: 'mounted' })).toHaveAttribute(
      'href',
      '/operator/resultFileDownload?path=mounted/',
    );
    expect(within(crumbs).getByText('inbound')).toHaveAttribute('aria-current', 'page');
  });

  it('is one ARIA table: a header row of column headers, then rows made only of cells', async () => {
    listTwoPages();
    show();
    await screen.findByText('orders.csv');
    const table = screen.getByRole('table', { name: 'Files' });
    // antd draws its header as a <table> of its own: inside the ARIA table it must step aside.
    expect(within(table).queryAllByRole('table')).toEqual([]);
    expect(table).toHaveAttribute('aria-rowcount', '6');
    // Nor may antd's spinner wrapper sit between it and its rows as a live region.
    expect(table.querySelector('[aria-busy], [aria-live]')).toBeNull();
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader')).toHaveLength(7);
    expect(rows).toHaveLength(FIRST.length);
    for (const row of rows) {
      // Each part of a row is a cell, the selection checkbox's too (axe's aria-required-children).
      expect([...row.children].map((cell) => cell.getAttribute('role'))).toEqual(
        Array(7).fill('cell'),
      );
    }
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
  });

  it('loads the next page by cursor when the list is scrolled near its end', async () => {
    listTwoPages();
    const { container } = show();
    await screen.findByText('orders.csv');
    const body = container.querySelector('.ant-table-tbody-virtual-holder') as HTMLElement;
    Object.defineProperties(body, {
      scrollHeight: { configurable: true, value: 3000 },
      clientHeight: { configurable: true, value: 560 },
      scrollTop: { configurable: true, get: () => 2200, set: () => undefined },
    });

    fireEvent.scroll(body);

    expect(await screen.findByText('stock.json')).toBeInTheDocument();
    expect(listCalls()[1].params).toEqual({ path: FOLDER, limit: 1000, cursor: 'page-2' });
    expect(screen.getByText('5 of 5 loaded')).toBeInTheDocument();
    fireEvent.scroll(body);
    expect(listCalls()).toHaveLength(2);
  });

  it('asks the server to sort by a clicked column, from the first page', async () => {
    listTwoPages();
    const user = setupUser();
    show();
    await screen.findByText('orders.csv');

    await user.click(screen.getByRole('columnheader', { name: 'Size' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1].params).toEqual({ path: FOLDER, limit: 200, sort: 'size', order: 'asc' });

    await user.click(screen.getByRole('columnheader', { name: 'Size' }));
    await waitFor(() => expect(listCalls()).toHaveLength(3));
    expect(listCalls()[2].params).toMatchObject({ sort: 'size', order: 'desc' });
    expect(listCalls()[2].params.cursor).toBeUndefined();
  });

  it('sends the name filter to the server as a prefix once typing stops', async () => {
    listTwoPages();
    const user = setupUser();
    show();
    await screen.findByText('orders.csv');

    await user.type(screen.getByPlaceholderText('Filter by name'), 'ord');

    await waitFor(() => expect(listCalls().at(-1)?.params).toMatchObject({ prefix: 'ord' }));
    // Typed letter by letter, asked once.
    expect(listCalls()).toHaveLength(2);
  });

  it('opens a folder by Enter on its row or by its link, and goes up with Backspace', async () => {
    listTwoPages();
    const user = setupUser();
    show();
    await screen.findByText('orders.csv');
    const location = () => screen.getByLabelText('location');

    fireEvent.keyDown(rowOf('orders.csv'), { key: 'Enter' });
    expect(location()).toHaveTextContent(/^\?path=mounted\/inbound\/$/);
    fireEvent.keyDown(rowOf('archive'), { key: 'Enter' });
    expect(location()).toHaveTextContent(/^\?path=mounted\/inbound\/archive\/$/);

    // Typing in the filter is not a way up.
    fireEvent.keyDown(screen.getByPlaceholderText('Filter by name'), { key: 'Backspace' });
    expect(location()).toHaveTextContent(/^\?path=mounted\/inbound\/archive\/$/);
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    expect(location()).toHaveTextContent(/^\?path=mounted\/$/);

    await user.click(screen.getByRole('link', { name: 'archive' }));
    expect(location()).toHaveTextContent(/^\?path=mounted\/inbound\/archive\/$/);
  });

  it('refuses a folder name with a slash, then creates a valid one in the current folder', async () => {
    listTwoPages();
    mock.onPost('/api/file/mkdir').reply(200, envelope(makeEntry('mounted/inbound/2025/')));
    const user = setupUser();
    show();
    await screen.findByText('orders.csv');

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByLabelText('Folder name'), 'a/b');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText("A folder name cannot contain '/'")).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Folder name'));
    await user.type(within(dialog).getByLabelText('Folder name'), '2025');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Folder 2025 created')).toBeInTheDocument();
    expect(bodyOf(mock.history.post[0])).toEqual({ path: FOLDER, name: '2025' });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('keeps the server’s refusal of a folder name in the dialog', async () => {
    listTwoPages();
    mock
      .onPost('/api/file/mkdir')
      .reply(409, { code: 409, msg: 'mounted/inbound/archive/ already exists', data: null });
    const user = setupUser();
    show();
    await screen.findByText('orders.csv');

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByLabelText('Folder name'), 'archive');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'mounted/inbound/archive/ already exists',
    );
    // Shown in the dialog only: the call leaves a 409 to its caller, with no toast.
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('deletes the selection after confirmation, names each failure and clears the selection', async () => {
    listTwoPages();
    mock.onPost('/api/file/batch-remove').reply(
      200,
      envelope([
        { path: 'mounted/inbound/archive/', status: 0 },
        { path: 'mounted/inbound/orders.csv', status: 2, message: 'The file is locked' },
      ]),
    );
    const user = setupUser();
    show();
    await screen.findByText('orders.csv');
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();

    await user.click(within(rowOf('archive')).getByRole('checkbox'));
    await user.click(within(rowOf('orders.csv')).getByRole('checkbox'));
    expect(screen.getByText(/2 selected/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await findConfirmDialog('Delete 2 items?');
    expect(dialog).toHaveTextContent('They go to the trash for 30 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('1 item could not be deleted')).toBeInTheDocument();
    expect(screen.getByText('orders.csv: The file is locked')).toBeInTheDocument();
    expect(screen.getByText('1 item moved to the trash')).toBeInTheDocument();
    expect(bodyOf(mock.history.post[0])).toEqual({
      paths: ['mounted/inbound/archive/', 'mounted/inbound/orders.csv'],
    });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
    expect(within(rowOf('orders.csv')).getByRole('checkbox')).not.toBeChecked();
  });

  it('deletes one row from its own action, and downloads a file', async () => {
    listTwoPages();
    mock
      .onPost('/api/file/batch-remove')
      .reply(200, envelope([{ path: 'mounted/inbound/prices.xml', status: 0 }]));
    mock.onGet('/download').reply(200, new Blob(['a,b']));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = setupUser();
    show();
    await screen.findByText('orders.csv');

    await user.click(within(rowOf('orders.csv')).getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(mock.history.get.find((call) => call.url === '/download')).toMatchObject({
      params: { path: 'mounted/inbound/orders.csv' },
      responseType: 'blob',
    });
    click.mockRestore();

    await user.click(within(rowOf('prices.xml')).getByRole('button', { name: /History/ }));
    expect(onHistory).toHaveBeenCalledWith(FIRST[2]);

    await user.click(within(rowOf('prices.xml')).getByRole('button', { name: /Delete/ }));
    await user.click(
      within(await findConfirmDialog('Delete 1 item?')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('1 item moved to the trash')).toBeInTheDocument();
    expect(bodyOf(mock.history.post[0])).toEqual({ paths: ['mounted/inbound/prices.xml'] });
  });

  it('offers Send by AS2 on files only, and only when the store can send', async () => {
    listTwoPages();
    const onSendByAs2 = jest.fn<void, [FileEntry]>();
    const user = setupUser();
    const { unmount } = show(FOLDER, onSendByAs2);
    await screen.findByText('orders.csv');

    const send = within(rowOf('orders.csv')).getByRole('button', { name: 'Send by AS2' });
    expect(within(rowOf('prices.xml')).getByRole('button', { name: 'Send by AS2' })).toBeVisible();
    expect(within(rowOf('archive')).queryByRole('button', { name: 'Send by AS2' })).toBeNull();
    await user.click(send);
    expect(onSendByAs2).toHaveBeenCalledWith(FIRST[1]);
    unmount();

    show();
    await screen.findByText('orders.csv');
    expect(screen.queryByRole('button', { name: 'Send by AS2' })).toBeNull();
  });

  it('says when a folder is empty, and offers Retry when it cannot be read', async () => {
    mock.onGet(LIST).replyOnce(500, { code: 500, msg: 'disk offline', data: null });
    mock.onGet(LIST).reply(200, envelope(makePage(FOLDER, [])));
    const user = setupUser();
    show();

    expect(await screen.findByText('Could not load the folder')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Server error 500: disk offline');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This folder is empty')).toBeInTheDocument();
    expect(screen.getByText('0 of 0 loaded')).toBeInTheDocument();
  });

  it('says a folder does not exist, with no toast, and leads back to mounted/', async () => {
    mock.onGet(LIST).reply(404, { code: 404, msg: 'The folder does not exist', data: null });
    const user = setupUser();
    show('mounted/gone/');

    expect(await screen.findByText('The folder does not exist')).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Open mounted/' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('path=mounted/');
  });
});
